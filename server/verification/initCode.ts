/**
 * The init code of a contract created by another contract, fetched from the node when
 * the indexer did not store it: with struct-log traces (the devnet's) inner frames carry
 * no input, since the indexer traces without memory. One transaction is traced again,
 * with the call tracer if the node has it, else struct logs with memory, where the
 * CREATE/CREATE2 step's memory holds the code and the step after it the new address.
 */
import { createPublicClient, http } from 'viem';

import { strip0x } from './bytecode';

const TIMEOUT_MS = 15_000;

interface CallFrame {
  type?: string;
  to?: string;
  input?: string;
  calls?: CallFrame[];
}

interface StructLog {
  op: string;
  depth: number;
  stack?: string[];
  memory?: string[];
}

function findCreateFrame(frame: CallFrame, address: string): string | null {
  if ((frame.type === 'CREATE' || frame.type === 'CREATE2') && frame.to?.toLowerCase() === address && frame.input) return frame.input;
  for (const call of frame.calls ?? []) {
    const found = findCreateFrame(call, address);
    if (found) return found;
  }
  return null;
}

const word = (value: string) => BigInt(`0x${ strip0x(value) || '0' }`);

/** Init code of the CREATE/CREATE2 whose new address is `address`, read from struct logs with memory. */
export function initCodeFromStructLogs(logs: StructLog[], address: string): string | null {
  const target = BigInt(address);
  for (let index = 0; index < logs.length; index++) {
    const step = logs[index];
    if ((step.op !== 'CREATE' && step.op !== 'CREATE2') || !step.stack || !step.memory) continue;
    // The step back at this depth has the new address on top of its stack.
    const after = logs.slice(index + 1).find((next) => next.depth <= step.depth);
    const top = after?.stack?.at(-1);
    if (!top || word(top) !== target) continue;
    // Stack (top last): CREATE value, offset, size; CREATE2 adds the salt below them.
    const offset = Number(word(step.stack.at(-2)!));
    const size = Number(word(step.stack.at(-3)!));
    const memory = step.memory.map(strip0x).join('');
    return memory.slice(offset * 2, (offset + size) * 2);
  }
  return null;
}

/** The init code the creating transaction `transactionHash` ran for `address`, or null when the node cannot tell. */
export async function fetchInitCode(rpcUrl: string, transactionHash: string, address: string): Promise<string | null> {
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: TIMEOUT_MS, retryCount: 0 }) });
  const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>;
  try {
    const frame = await request({ method: 'debug_traceTransaction', params: [ transactionHash, { tracer: 'callTracer' } ] }) as CallFrame;
    const input = findCreateFrame(frame, address);
    if (input) return strip0x(input);
  } catch {
    // No call tracer here: struct logs below.
  }
  try {
    const trace = await request({ method: 'debug_traceTransaction',
      params: [ transactionHash, { enableMemory: true, disableStorage: true, disableStack: false } ] }) as { structLogs?: StructLog[] };
    return initCodeFromStructLogs(trace.structLogs ?? [], address);
  } catch {
    return null;
  }
}
