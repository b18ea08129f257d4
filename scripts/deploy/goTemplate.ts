/**
 * The part of Go's text/template (with Helm's functions) that our chart's templates use, so CI
 * can render `deploy/helm` where Helm is not installed. It is deliberately small: fields
 * (`.Values.a.b`, `$.Release.Name`), string/number/bool literals, parenthesised pipelines,
 * `if`/`else if`/`else`/`end`, `with`, `define`/`include`/`template`, `{{-`/`-}}` trimming and the
 * functions below. Anything else is an error naming the template and line, never a silent
 * difference from Helm.
 */
import YAML from 'yaml';

type Value = unknown;
type Dict = Record<string, Value>;

export class TemplateError extends Error {}

// ---- lexing the template into text and actions ----

interface TextPart { kind: 'text'; text: string }
interface ActionPart { kind: 'action'; source: string; line: number; file: string }
type Part = TextPart | ActionPart;

function splitParts(source: string, file: string): Part[] {
  const parts: Part[] = [];
  let position = 0;
  while (position < source.length) {
    const open = source.indexOf('{{', position);
    if (open < 0) {
      parts.push({ kind: 'text', text: source.slice(position) });
      break;
    }
    const close = source.indexOf('}}', open);
    if (close < 0) throw new TemplateError(`${ file }: unclosed action at line ${ lineOf(source, open) }`);
    let text = source.slice(position, open);
    let inner = source.slice(open + 2, close);
    // `{{- ` trims the whitespace before the action, ` -}}` the whitespace after it.
    if (/^-\s/.test(inner)) {
      text = text.replace(/\s+$/, '');
      inner = inner.slice(1);
    }
    let next = close + 2;
    if (/\s-$/.test(inner)) {
      inner = inner.slice(0, -1);
      const rest = source.slice(next);
      next += rest.length - rest.replace(/^\s+/, '').length;
    }
    if (text) parts.push({ kind: 'text', text });
    const trimmed = inner.trim();
    if (!trimmed.startsWith('/*')) parts.push({ kind: 'action', source: trimmed, line: lineOf(source, open), file });
    position = next;
  }
  return parts;
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

// ---- parsing actions into a tree ----

type Expr =
  | { kind: 'field'; base: 'dot' | 'root' | string; path: string[] }
  | { kind: 'literal'; value: Value }
  | { kind: 'pipeline'; commands: Command[] };
interface Command { name: string | null; args: Expr[] }

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'output'; pipeline: Expr; where: string }
  | { kind: 'if'; branches: Array<{ condition: Expr | null; body: Node[] }>; where: string }
  | { kind: 'with'; value: Expr; body: Node[]; otherwise: Node[]; where: string }
  | { kind: 'include'; name: Expr; context: Expr; where: string };

function tokenize(source: string, where: string): string[] {
  const tokens: string[] = [];
  const pattern = /\s*("(?:[^"\\]|\\.)*"|`[^`]*`|\(|\)|\||:=|[^\s()|]+)/gy;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(source)) !== null) {
    if (match[1] === undefined) break;
    tokens.push(match[1]);
    if (pattern.lastIndex >= source.length) break;
  }
  if (tokens.join('').replace(/\s/g, '') !== source.replace(/\s/g, '')) throw new TemplateError(`${ where }: cannot read "${ source }"`);
  return tokens;
}

function parsePipeline(tokens: string[], where: string): Expr {
  let index = 0;
  const parseOperand = (): Expr => {
    const token = tokens[index++];
    if (token === undefined) throw new TemplateError(`${ where }: expression ends too early`);
    if (token === '(') {
      const start = index;
      let depth = 1;
      while (depth > 0) {
        if (index >= tokens.length) throw new TemplateError(`${ where }: unclosed parenthesis`);
        if (tokens[index] === '(') depth++;
        if (tokens[index] === ')') depth--;
        index++;
      }
      return parsePipeline(tokens.slice(start, index - 1), where);
    }
    if (token.startsWith('"')) return { kind: 'literal', value: JSON.parse(token) as string };
    if (token.startsWith('`')) return { kind: 'literal', value: token.slice(1, -1) };
    if (/^-?\d+(\.\d+)?$/.test(token)) return { kind: 'literal', value: Number(token) };
    if (token === 'true' || token === 'false') return { kind: 'literal', value: token === 'true' };
    if (token === 'nil') return { kind: 'literal', value: null };
    if (token === '.') return { kind: 'field', base: 'dot', path: [] };
    if (token.startsWith('.')) return { kind: 'field', base: 'dot', path: token.slice(1).split('.') };
    if (token === '$') return { kind: 'field', base: 'root', path: [] };
    if (token.startsWith('$.')) return { kind: 'field', base: 'root', path: token.slice(2).split('.') };
    if (token.startsWith('$')) {
      const [ name, ...path ] = token.slice(1).split('.');
      return { kind: 'field', base: name, path };
    }
    throw new TemplateError(`${ where }: unexpected "${ token }"`);
  };
  const commands: Command[] = [];
  while (index < tokens.length) {
    const args: Expr[] = [];
    let name: string | null = null;
    if (/^[a-zA-Z]\w*$/.test(tokens[index]) && ![ 'true', 'false', 'nil' ].includes(tokens[index])) name = tokens[index++];
    while (index < tokens.length && tokens[index] !== '|') args.push(parseOperand());
    if (tokens[index] === '|') index++;
    commands.push({ name, args });
  }
  return { kind: 'pipeline', commands };
}

function parseNodes(parts: Part[], templates: Map<string, Node[]>): Node[] {
  let index = 0;
  const where = (part: ActionPart) => `${ part.file }:${ part.line }`;
  const parseUntil = (ends: string[]): { nodes: Node[]; end: ActionPart | null } => {
    const nodes: Node[] = [];
    while (index < parts.length) {
      const part = parts[index++];
      if (part.kind === 'text') {
        nodes.push(part);
        continue;
      }
      const [ keyword ] = part.source.split(/\s+/, 1);
      const rest = part.source.slice(keyword.length).trim();
      if (ends.includes(keyword)) return { nodes, end: part };
      if (keyword === 'if') {
        const branches: Array<{ condition: Expr | null; body: Node[] }> = [];
        let condition: Expr | null = parsePipeline(tokenize(rest, where(part)), where(part));
        for (;;) {
          const { nodes: body, end } = parseUntil([ 'else', 'end' ]);
          branches.push({ condition, body });
          if (!end) throw new TemplateError(`${ where(part) }: "if" without "end"`);
          if (end.source === 'end') break;
          const elseRest = end.source.slice(4).trim();
          condition = elseRest.startsWith('if ') ? parsePipeline(tokenize(elseRest.slice(3), where(end)), where(end)) : null;
        }
        nodes.push({ kind: 'if', branches, where: where(part) });
      } else if (keyword === 'with') {
        const value = parsePipeline(tokenize(rest, where(part)), where(part));
        const body = parseUntil([ 'else', 'end' ]);
        if (!body.end) throw new TemplateError(`${ where(part) }: "with" without "end"`);
        const otherwise = body.end.source === 'else' ? parseUntil([ 'end' ]).nodes : [];
        nodes.push({ kind: 'with', value, body: body.nodes, otherwise, where: where(part) });
      } else if (keyword === 'define') {
        const name = JSON.parse(rest) as string;
        const { nodes: body, end } = parseUntil([ 'end' ]);
        if (!end) throw new TemplateError(`${ where(part) }: "define" without "end"`);
        templates.set(name, body);
      } else if (keyword === 'template') {
        const [ name, ...context ] = tokenize(rest, where(part));
        nodes.push({ kind: 'include', name: { kind: 'literal', value: JSON.parse(name) as string },
          context: context.length ? parsePipeline(context, where(part)) : { kind: 'field', base: 'dot', path: [] }, where: where(part) });
      } else if ([ 'range', 'block', 'break', 'continue' ].includes(keyword)) {
        throw new TemplateError(`${ where(part) }: "${ keyword }" is not supported by this renderer`);
      } else {
        if (part.source.includes(':=')) throw new TemplateError(`${ where(part) }: variables are not supported by this renderer`);
        nodes.push({ kind: 'output', pipeline: parsePipeline(tokenize(part.source, where(part)), where(part)), where: where(part) });
      }
    }
    return { nodes, end: null };
  };
  const { nodes, end } = parseUntil([]);
  if (end) throw new TemplateError(`${ where(end) }: unexpected "${ end.source }"`);
  return nodes;
}

// ---- evaluating ----

interface Scope { dot: Value; root: Value; templates: Map<string, Node[]> }

function isTruthy(value: Value): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function lookup(value: Value, path: string[]): Value {
  let current = value;
  for (const key of path) {
    if (current === null || current === undefined) return undefined;
    current = (current as Dict)[key];
  }
  return current;
}

function toText(value: Value): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return YAML.stringify(value).trimEnd();
  return String(value);
}

function indentText(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text.split('\n').map((line) => pad + line).join('\n');
}

function render(nodes: Node[], scope: Scope): string {
  let out = '';
  for (const node of nodes) {
    switch (node.kind) {
      case 'text':
        out += node.text;
        break;
      case 'output':
        out += toText(evaluate(node.pipeline, scope, node.where));
        break;
      case 'if': {
        const branch = node.branches.find((item) => item.condition === null || isTruthy(evaluate(item.condition, scope, node.where)));
        if (branch) out += render(branch.body, scope);
        break;
      }
      case 'with': {
        const value = evaluate(node.value, scope, node.where);
        out += isTruthy(value) ? render(node.body, { ...scope, dot: value }) : render(node.otherwise, scope);
        break;
      }
      case 'include':
        out += include(String(evaluate(node.name, scope, node.where)), evaluate(node.context, scope, node.where), scope, node.where);
        break;
    }
  }
  return out;
}

function include(name: string, context: Value, scope: Scope, where: string): string {
  const body = scope.templates.get(name);
  if (!body) throw new TemplateError(`${ where }: no template named "${ name }"`);
  return render(body, { ...scope, dot: context });
}

function evaluate(expr: Expr, scope: Scope, where: string): Value {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'field': {
      if (expr.base === 'dot') return lookup(scope.dot, expr.path);
      if (expr.base === 'root') return lookup(scope.root, expr.path);
      throw new TemplateError(`${ where }: variables are not supported by this renderer ($${ expr.base })`);
    }
    case 'pipeline': {
      let piped: { value: Value } | undefined;
      for (const command of expr.commands) {
        const args = command.args.map((arg) => evaluate(arg, scope, where));
        if (piped) args.push(piped.value);
        if (command.name === null) {
          if (args.length !== 1) throw new TemplateError(`${ where }: a value cannot take arguments`);
          piped = { value: args[0] };
        } else {
          piped = { value: call(command.name, args, scope, where) };
        }
      }
      return piped?.value;
    }
  }
}

/** Helm's functions that the chart uses, with Helm's argument order (the piped value comes last). */
function call(name: string, args: Value[], scope: Scope, where: string): Value {
  const text = (value: Value) => toText(value);
  switch (name) {
    case 'include': return include(String(args[0]), args[1], scope, where);
    case 'quote': return JSON.stringify(text(args[0]));
    case 'squote': return `'${ text(args[0]) }'`;
    case 'default': return isTruthy(args[1]) ? args[1] : args[0];
    case 'required':
      if (!isTruthy(args[1])) throw new TemplateError(`${ where }: ${ String(args[0]) }`);
      return args[1];
    case 'toYaml': return args[0] === undefined || args[0] === null ? '' : YAML.stringify(args[0]).trimEnd();
    case 'indent': return indentText(text(args[1]), Number(args[0]));
    case 'nindent': return '\n' + indentText(text(args[1]), Number(args[0]));
    case 'trunc': return text(args[1]).slice(0, Number(args[0]));
    case 'trimSuffix': return text(args[1]).endsWith(String(args[0])) ? text(args[1]).slice(0, -String(args[0]).length) : text(args[1]);
    case 'printf': {
      let position = 1;
      return String(args[0]).replace(/%[sdv]/g, () => text(args[position++]));
    }
    case 'dict': {
      const dict: Dict = {};
      for (let index = 0; index < args.length; index += 2) dict[String(args[index])] = args[index + 1];
      return dict;
    }
    case 'not': return !isTruthy(args[0]);
    case 'and': return args.every(isTruthy) ? args[args.length - 1] : args.find((arg) => !isTruthy(arg));
    case 'or': return args.find(isTruthy) ?? args[args.length - 1];
    case 'eq': return args.slice(1).some((arg) => arg === args[0]);
    case 'ne': return args[0] !== args[1];
    case 'join': return (args[1] as Value[]).map(text).join(String(args[0]));
    case 'lower': return text(args[0]).toLowerCase();
    case 'b64enc': return Buffer.from(text(args[0])).toString('base64');
    default: throw new TemplateError(`${ where }: function "${ name }" is not supported by this renderer`);
  }
}

/** Parses template files (name → source); `define`d templates are shared by all of them. */
export function compileTemplates(files: Record<string, string>): { render(name: string, root: Value): string } {
  const templates = new Map<string, Node[]>();
  const bodies = new Map<string, Node[]>();
  for (const [ name, source ] of Object.entries(files)) bodies.set(name, parseNodes(splitParts(source, name), templates));
  return {
    render(name, root) {
      const body = bodies.get(name);
      if (!body) throw new TemplateError(`no template file "${ name }"`);
      return render(body, { dot: root, root, templates });
    },
  };
}
