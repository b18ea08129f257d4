/**
 * Pure helpers of the transaction page: type names, gas usage, confirmation time, and revert
 * reasons turned into readable text (Solidity's `Error(string)` and `Panic(uint256)`, decoded
 * or raw).
 */
import { formatNumber, formatPercent } from 'lib/format';
import type { Transaction, TransactionRevertReason } from 'types/api/transaction';

const TX_TYPE_NAMES: Record<number, string> = {
  0: 'Legacy',
  1: 'EIP-2930',
  2: 'EIP-1559',
  3: 'EIP-4844',
  4: 'EIP-7702',
};

/** "2 (EIP-1559)"; just the number for types this chain does not name. */
export function txTypeLabel(type: number | null): string {
  if (type === null) return '—';
  const name = TX_TYPE_NAMES[type];
  return name ? `${ type } (${ name })` : String(type);
}

/** Share of the gas limit used, e.g. "38.54%"; null while pending or when the limit is 0. */
export function gasUsagePercent(tx: Pick<Transaction, 'gas_used' | 'gas_limit'>): string | null {
  if (tx.gas_used === null) return null;
  const limit = Number(tx.gas_limit);
  if (!Number.isFinite(limit) || limit <= 0) return null;
  return formatPercent((Number(tx.gas_used) / limit) * 100);
}

function seconds(ms: number): string {
  const value = formatNumber(ms / 1_000, { maxFractionDigits: 2 });
  return `${ value } ${ value === '1' ? 'sec' : 'secs' }`;
}

/**
 * "Confirmed within 2 secs" from `confirmation_duration`, the API's `[min, max]` in ms (as
 * Blockscout words it); a range "Confirmed within 1.5–2 secs" when the lower bound is not 0.
 * Null when the API gives none (a pending transaction).
 */
export function confirmationDurationText(durations: ReadonlyArray<number> | null | undefined): string | null {
  const [ lower, upper = lower ] = (durations ?? []).filter((value) => Number.isFinite(value) && value >= 0);
  if (upper === undefined || upper <= 0) return null;
  if (!lower || lower >= upper) return `Confirmed within ${ seconds(upper) }`;
  return `Confirmed within ${ formatNumber(lower / 1_000, { maxFractionDigits: 2 }) }–${ seconds(upper) }`;
}

/** Solidity panic codes (docs.soliditylang.org, "Panic via assert and Error via require"). */
const PANIC_REASONS: Record<number, string> = {
  0x00: 'generic compiler panic',
  0x01: 'assertion failed',
  0x11: 'arithmetic overflow or underflow',
  0x12: 'division or modulo by zero',
  0x21: 'invalid enum value',
  0x22: 'invalid storage byte array',
  0x31: 'pop on an empty array',
  0x32: 'array index out of bounds',
  0x41: 'out of memory',
  0x51: 'call to an uninitialised function',
};

export function panicText(code: bigint): string {
  const reason = PANIC_REASONS[Number(code)];
  return `Panic 0x${ code.toString(16).padStart(2, '0') }${ reason ? `: ${ reason }` : '' }`;
}

const ERROR_SELECTOR = '08c379a0';
const PANIC_SELECTOR = '4e487b71';

function hexToUtf8(hex: string): string | null {
  if (hex.length % 2 !== 0 || /[^0-9a-f]/i.test(hex)) return null;
  try {
    return decodeURIComponent(hex.replace(/(..)/g, '%$1'));
  } catch {
    return null;
  }
}

/** The string of ABI-encoded `Error(string)` data, or null when it is something else. */
export function decodeErrorString(data: string): string | null {
  const body = data.replace(/^0x/i, '').toLowerCase();
  if (!body.startsWith(ERROR_SELECTOR)) return null;
  const args = body.slice(8);
  try {
    const offset = Number(BigInt(`0x${ args.slice(0, 64) || '0' }`)) * 2;
    const length = Number(BigInt(`0x${ args.slice(offset, offset + 64) || '0' }`)) * 2;
    const text = args.slice(offset + 64, offset + 64 + length);
    return text.length === length ? hexToUtf8(text) : null;
  } catch {
    return null;
  }
}

export type RevertReasonView =
  /** A message: `Error(string)` or a panic. */
  | { kind: 'text'; text: string }
  /** A custom error with its decoded parameters. */
  | { kind: 'decoded'; reason: Extract<TransactionRevertReason, { parameters: unknown }> }
  /** Bytes nobody could decode. */
  | { kind: 'raw'; hex: string };

/** How to show a revert reason: its message when there is one, else the custom error or the bytes. */
export function revertReasonView(reason: TransactionRevertReason): RevertReasonView {
  if ('raw' in reason) {
    const body = reason.raw.replace(/^0x/i, '').toLowerCase();
    const text = decodeErrorString(reason.raw);
    if (text !== null) return { kind: 'text', text };
    if (body.startsWith(PANIC_SELECTOR) && body.length >= 72) {
      return { kind: 'text', text: panicText(BigInt(`0x${ body.slice(8, 72) }`)) };
    }
    return { kind: 'raw', hex: reason.raw };
  }
  const [ first ] = reason.parameters;
  if (reason.method_id === ERROR_SELECTOR && reason.parameters.length === 1 && typeof first.value === 'string') {
    return { kind: 'text', text: first.value };
  }
  if (reason.method_id === PANIC_SELECTOR && reason.parameters.length === 1 && typeof first.value === 'string' && /^\d+$/.test(first.value)) {
    return { kind: 'text', text: panicText(BigInt(first.value)) };
  }
  return { kind: 'decoded', reason };
}
