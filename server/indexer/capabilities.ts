/**
 * What the node offers beyond the basics, found once at start: block receipts in one
 * call, and which tracer gives internal transactions.
 */
import type { IndexerContext, NodeCapabilities } from './context';
import { eth_getBlockByNumber } from './rpc/actions';
import type { RpcClient } from './rpc/client';
import { detectTraceCapabilities } from './trace/capabilities';

/** Blocks looked back from the head for a transaction to probe the tracers with. */
const PROBE_LOOKBACK_BLOCKS = 20n;

export async function detectCapabilities(rpc: RpcClient, head: bigint, logger: IndexerContext['logger']): Promise<NodeCapabilities> {
  let blockReceipts = false;
  try {
    const receipts = await rpc.requestOnce('eth_getBlockReceipts', [ 'latest' ]);
    blockReceipts = Array.isArray(receipts);
  } catch {
    blockReceipts = false;
  }

  let probe: { blockNumber: bigint; txHash: `0x${ string }` } | null = null;
  for (let number = head; number >= 0n && number > head - PROBE_LOOKBACK_BLOCKS && !probe; number--) {
    const block = await eth_getBlockByNumber(rpc, number);
    const tx = block?.transactions[0];
    if (tx) probe = { blockNumber: number, txHash: tx.hash };
  }
  const traces = await detectTraceCapabilities((method, params) => rpc.requestOnce(method, params), probe);
  const capabilities = { blockReceipts, ...traces };
  logger.info({ block_receipts: blockReceipts, call_tracer: traces.callTracer, trace_replay: traces.traceReplay,
    struct_logs: traces.structLogs }, 'node capabilities');
  return capabilities;
}
