/**
 * Draws diagrams in a worker thread, so a slow layout never blocks the API's event loop
 * and can be stopped by terminating the thread. Plain JavaScript: the thread is started by
 * Node itself, outside any TypeScript loader (tsx in production, Jest's transform in tests).
 *
 * The thread is kept warm (`drawingThreads.ts`): loading the parser and Graphviz and their
 * first run cost seconds, a drawing of a small contract afterwards tens of milliseconds. So
 * a thread started ahead of requests (workerData `{warmUp: true}`) draws `warmUp.sol` once, then
 * any thread says `{ready: true}` and answers one job at a time.
 * Input (a message): {id, job: {kind: 'contracts' | 'storage', sources: {path: text}, fileName?, contractName?}}.
 * Output (a message): {id, ok: true, svg} or {id, ok: false, message, detail?} with a message
 * for the client; `detail` marks a failure of sol2uml or Graphviz, after which the parent
 * ends the thread.
 *
 * sol2uml's modules are loaded one by one: its index also loads the PNG writer, which
 * needs a browser.
 */
import { readFileSync } from 'node:fs';
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
/**
 * sol2uml's command-line colours (Blockscout's drawings: light boxes on white) as hex codes.
 * Written out, never left to defaults: without them sol2uml writes "undefined", which
 * Graphviz paints black, and Graphviz omits a text fill it takes for its default, which
 * would leave the text to whatever shows the SVG.
 */
const COLORS = { backColor: '#ffffff', shapeColor: '#000000', fillColor: '#f2f2f2', textColor: '#000000' };
const WARM_UP_SOURCES = { 'WarmUp.sol': readFileSync(new URL('./warmUp.sol', import.meta.url), 'utf8') };

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
  // sol2uml numbers classes from a module-level counter: restarting it keeps the drawing of
  // the same sources the same, whatever the thread drew before.
  umlClass.UmlClass.idCounter = 0;
  const classes = parseSources(sources);
  if (kind === 'contracts') return renderDot(classes2Dot.convertUmlClasses2Dot(classes, false, COLORS));
  let sections;
  try {
    sections = classes2Storage.convertClasses2StorageSections(contractName, classes, STORAGE_ARRAY_ITEMS, fileName || undefined);
  } catch (error) {
    // Its own hint names a command-line option, which means nothing to an API client.
    throw new InputError(shorten(String(error?.message ?? error).split('\n')[0]));
  }
  return renderDot(storage2Dot.convertStorages2Dot(sections, { data: false, ...COLORS }));
}

function answer(job) {
  try {
    return { ok: true, svg: draw(job) };
  } catch (error) {
    return error instanceof InputError ?
      { ok: false, message: error.message } :
      // An odd construct sol2uml or Graphviz cannot handle; the parent logs it and ends the thread.
      { ok: false, message: 'the diagram could not be drawn from these sources', detail: shorten(error?.stack ?? error) };
  }
}

if (workerData?.warmUp) {
  draw({ kind: 'contracts', sources: WARM_UP_SOURCES });
  draw({ kind: 'storage', sources: WARM_UP_SOURCES, contractName: 'WarmUp' });
}
parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, job }) => parentPort.postMessage({ id, ...answer(job) }));
