/**
 * RFC 4180 lines, and the stream a file is sent as: lines are produced batch by batch as
 * the response drains (`Readable.from` pulls the next batch only when the socket wants
 * more), so memory stays flat however many rows a file has.
 */
import { Readable } from 'node:stream';

export type Cell = string | number | bigint | null | undefined;

/** Cells a spreadsheet would run as a formula; chain data (token symbols) may start with them. */
const FORMULA_START = /^[=+\-@\t\r]/;

function escapeCell(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${ text.replace(/"/g, '""') }"` : text;
}

/** Untrusted text from the chain: a leading `'` keeps a spreadsheet from evaluating it. */
export function textCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return FORMULA_START.test(value) ? `'${ value }` : value;
}

export function csvLine(cells: readonly Cell[]): string {
  return `${ cells.map(escapeCell).join(',') }\r\n`;
}

/** The header line, then each batch of rows as one chunk. */
export function csvStream(header: readonly string[], batches: AsyncIterable<ReadonlyArray<readonly Cell[]>>): Readable {
  async function* lines() {
    yield csvLine(header);
    for await (const batch of batches) {
      if (batch.length > 0) yield batch.map(csvLine).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** Seconds since 1970 (the column Etherscan and Blockscout call UnixTimestamp). */
export function unixSeconds(date: Date | string | null | undefined): number | null {
  if (date === null || date === undefined) return null;
  return Math.floor(new Date(date).getTime() / 1000);
}

/** `value` / 10^decimals as a plain decimal string (holders' balances). */
export function scaleDecimal(value: string, decimals: number): string {
  if (decimals <= 0) return value;
  const digits = value.padStart(decimals + 1, '0');
  const whole = digits.slice(0, -decimals);
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${ whole }.${ fraction }` : whole;
}
