/**
 * The Etherscan envelope (GUIDE §11): `{status: "1", message: "OK", result}` on success,
 * `{status: "0", message, result}` on failure, both with HTTP 200 as Etherscan answers,
 * since the tools read `status` and `result`, not the HTTP status.
 */
import { ServerError } from '../../common/errors';

export interface EtherscanAnswer {
  status: '0' | '1';
  message: string;
  result: unknown;
}

export function ok(result: unknown): EtherscanAnswer {
  return { status: '1', message: 'OK', result };
}

/**
 * The answer of the actions named after JSON-RPC methods (`eth_get_balance`,
 * `eth_block_number`, every `module=proxy` action): JSON-RPC's shape instead of the
 * envelope; `error` a plain text (Blockscout's actions) or JSON-RPC's error object (proxy).
 */
export interface JsonRpcStyleAnswer {
  jsonrpc: '2.0';
  id: string | number | null;
  result?: unknown;
  error?: string | { code: number; message: string; data?: unknown };
}

export type EtherscanReply = EtherscanAnswer | JsonRpcStyleAnswer;

/** A list's answer: Etherscan says `status: "0"` with `emptyMessage` and `[]` when there is nothing. */
export function list(items: unknown[], emptyMessage: string): EtherscanAnswer {
  return items.length === 0 ? { status: '0', message: emptyMessage, result: [] } : ok(items);
}

/**
 * A refusal with its message. `result` is null unless the tools read the reason there:
 * hardhat-verify reads `result` of every verification answer as text.
 */
export class EtherscanError extends ServerError {
  override name = 'EtherscanError';
  readonly result: unknown;

  constructor(message: string, result: unknown = null) {
    // Answered in the envelope with HTTP 200 (dispatch.ts), never by the app's error handler.
    super(message, { retryable: false, expose: true });
    this.result = result;
  }

  toAnswer(): EtherscanAnswer {
    return { status: '0', message: this.message, result: this.result };
  }
}
