/**
 * The raw trace of a transaction, built from its stored frames the way Blockscout builds
 * it from internal transactions (the Parity `trace_transaction` shape): a failed frame
 * carries `error` instead of `result`, and a selfdestruct is a `suicide` frame with
 * `{address, balance, refundAddress}`. Numbers are 0x hex.
 */
import { toHex } from 'viem';

import type {
  RawTraceCallAction, RawTraceCallResult, RawTraceCreateAction, RawTraceCreateResult, RawTraceFrame,
} from '../../../types/api/transaction';
import type { InternalTransactionRow } from '../../db/queries/internalTransactions';

type CallType = RawTraceCallAction['callType'];

function hex(value: string | null): string | undefined {
  return value === null ? undefined : toHex(BigInt(value));
}

/** Drops the keys whose value is unknown: a missing value is left out rather than guessed. */
function known<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([ , value ]) => value !== undefined && value !== null)) as T;
}

function callFrame(row: InternalTransactionRow): RawTraceFrame {
  const action = known<RawTraceCallAction>({
    callType: (row.call_type ?? 'call') as CallType,
    from: row.from_address_hash,
    to: row.to_address_hash ?? '',
    gas: hex(row.gas),
    input: row.input ?? undefined,
    value: toHex(BigInt(row.value)),
  });
  const base = { type: 'call' as const, subtraces: row.subtraces, traceAddress: row.trace_address, action };
  if (row.error !== null) return { ...base, error: row.error };
  return { ...base, result: known<RawTraceCallResult>({ gasUsed: hex(row.gas_used), output: row.output ?? undefined }) };
}

function createFrame(row: InternalTransactionRow): RawTraceFrame {
  const action = known<RawTraceCreateAction>({
    from: row.from_address_hash,
    gas: hex(row.gas),
    init: row.input ?? undefined,
    value: toHex(BigInt(row.value)),
  });
  const base = { type: row.type as 'create' | 'create2', subtraces: row.subtraces, traceAddress: row.trace_address, action };
  if (row.error !== null || row.created_contract_address_hash === null) return { ...base, error: row.error ?? 'Reverted' };
  return {
    ...base,
    result: known<RawTraceCreateResult>({ gasUsed: hex(row.gas_used), address: row.created_contract_address_hash, code: row.output ?? undefined }),
  };
}

function selfdestructFrame(row: InternalTransactionRow): RawTraceFrame {
  return {
    type: 'suicide',
    subtraces: row.subtraces,
    traceAddress: row.trace_address,
    action: { address: row.from_address_hash, balance: toHex(BigInt(row.value)), refundAddress: row.to_address_hash ?? '' },
  };
}

/** The raw trace of a transaction from all its frames (root included) in call order. */
export function serializeRawTrace(rows: InternalTransactionRow[]): RawTraceFrame[] {
  return rows.map((row) => {
    if (row.type === 'selfdestruct') return selfdestructFrame(row);
    if (row.type === 'create' || row.type === 'create2') return createFrame(row);
    return callFrame(row);
  });
}
