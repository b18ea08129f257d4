/**
 * pino's JSON lines made readable for a person at a terminal (`LOG_FORMAT=pretty`, the default
 * there): `12:04:31.207 WARN  [indexer] following the head failed, retrying head=812 delay_ms=500`,
 * an error's stack below its line. Collectors get the JSON (`LOG_FORMAT=json`, the default elsewhere).
 */
import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, or that the line shows in its own place. */
const SHOWN_APART = new Set([ 'level', 'time', 'msg', 'pid', 'hostname', 'service', 'name', 'err' ]);

function formatValue(value: unknown): string {
  if (typeof value === 'string') return /\s|=/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One JSON line as one readable line (and an error's stack). */
export function formatLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 23) : '';
  const level = (LEVELS[entry.level as number] ?? String(entry.level)).padEnd(5);
  const scope = entry.service ?? entry.name;
  const fields = Object.entries(entry).filter(([ key ]) => !SHOWN_APART.has(key)).map(([ key, value ]) => `${ key }=${ formatValue(value) }`);
  const line = [ time, level, scope ? `[${ String(scope) }]` : '', String(entry.msg ?? ''), ...fields ].filter(Boolean).join(' ');
  const err = entry.err as { stack?: string; message?: string } | undefined;
  return err ? `${ line }\n  ${ (err.stack ?? err.message ?? '').split('\n').join('\n  ') }` : line;
}

/** A destination for pino that writes {@link formatLogLine}'s lines to `out`. */
export function prettyDestination(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const json of chunk.toString().split('\n')) if (json) out.write(`${ formatLogLine(json) }\n`);
      done();
    },
  });
}
