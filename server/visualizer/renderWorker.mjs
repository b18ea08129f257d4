/**
 * Draws one diagram in a worker thread, so a slow layout never blocks the API's event loop
 * and can be stopped by terminating the thread. Plain JavaScript: the thread is started by
 * Node itself, outside any TypeScript loader (tsx in production, Jest's transform in tests).
 *
 * Input (workerData): {kind: 'contracts' | 'storage', sources: {path: text}, fileName?, contractName?}.
 * Output (one message): {ok: true, svg} or {ok: false, message} with a message for the client.
 *
 * sol2uml's modules are loaded one by one: its index also loads the PNG writer, which
 * needs a browser. Each worker starts fresh, so sol2uml's module-level id counters never
 * leak from one request into the next.
 */
import { parentPort, workerData } from 'node:worker_threads';

import { parse } from '@solidity-parser/parser';
import renderDot from '@aduh95/viz.js/sync';
import ast2Classes from 'sol2uml/lib/converterAST2Classes.js';
import classes2Dot from 'sol2uml/lib/converterClasses2Dot.js';
import classes2Storage from 'sol2uml/lib/converterClasses2Storage.js';
import storage2Dot from 'sol2uml/lib/converterStorage2Dot.js';
import umlClass from 'sol2uml/lib/umlClass.js';

/** Parser and lookup messages can quote long stretches of the input. */
const MAX_MESSAGE_LENGTH = 300;
/** Array items sol2uml shows at each end of a fixed-size array in a storage diagram. */
const STORAGE_ARRAY_ITEMS = 2;
const STORAGE_COLORS = { backColor: 'white', shapeColor: 'black', fillColor: 'white', textColor: 'black' };

class InputError extends Error {}

function shorten(text) {
  const line = String(text).replace(/\s+/g, ' ').trim();
  return line.length > MAX_MESSAGE_LENGTH ? `${ line.slice(0, MAX_MESSAGE_LENGTH) }…` : line;
}

function parseSources(sources) {
  let classes = [];
  for (const [ path, text ] of Object.entries(sources)) {
    let ast;
    try {
      ast = parse(text, { loc: false, tolerant: false });
    } catch (error) {
      // A ParserError lists what it expected where; some inputs instead crash the parser's
      // error recovery with a TypeError, whose text says nothing about the source.
      const first = Array.isArray(error?.errors) ? error.errors[0] : undefined;
      const detail = first ? `: ${ shorten(first.message) } (line ${ first.line }, column ${ first.column })` : '';
      throw new InputError(`${ path } is not valid Solidity${ detail }`);
    }
    classes = classes.concat(ast2Classes.convertAST2UmlClasses(ast, path, [], false));
  }
  // sol2uml adds an Import entry per file; it draws nothing by itself.
  if (!classes.some((item) => item.stereotype !== umlClass.ClassStereotype.Import)) throw new InputError('the sources define no contract, interface, library, struct or enum');
  return classes;
}

function draw({ kind, sources, fileName, contractName }) {
  const classes = parseSources(sources);
  if (kind === 'contracts') return renderDot(classes2Dot.convertUmlClasses2Dot(classes, false, {}));
  let sections;
  try {
    sections = classes2Storage.convertClasses2StorageSections(contractName, classes, STORAGE_ARRAY_ITEMS, fileName || undefined);
  } catch (error) {
    // Its own hint names a command-line option, which means nothing to an API client.
    throw new InputError(shorten(String(error?.message ?? error).split('\n')[0]));
  }
  return renderDot(storage2Dot.convertStorages2Dot(sections, { data: false, ...STORAGE_COLORS }));
}

try {
  parentPort.postMessage({ ok: true, svg: draw(workerData) });
} catch (error) {
  parentPort.postMessage(error instanceof InputError ?
    { ok: false, message: error.message } :
    // An odd construct sol2uml or Graphviz cannot handle; the thread's end is logged by the parent.
    { ok: false, message: 'the diagram could not be drawn from these sources', detail: shorten(error?.stack ?? error) });
}
