import { formatNumber } from './formatNumber';

/**
 * A block (or payload) size in bytes, exact and grouped as Blockscout shows it:
 * `formatBytes(52307)` → `'52,307 bytes'`, `formatBytes(1)` → `'1 byte'`.
 */
export function formatBytes(bytes: number | bigint | string): string {
  const text = formatNumber(bytes);
  return `${ text } ${ text === '1' ? 'byte' : 'bytes' }`;
}
