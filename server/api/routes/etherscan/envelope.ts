/**
 * The Etherscan envelope (GUIDE §11): `{status: "1", message: "OK", result}` on success,
 * `{status: "0", message, result}` on failure, both with HTTP 200 as Etherscan answers,
 * since the tools read `status` and `result`, not the HTTP status.
 */

export interface EtherscanAnswer {
  status: '0' | '1';
  message: string;
  result: unknown;
}

export function ok(result: unknown): EtherscanAnswer {
  return { status: '1', message: 'OK', result };
}

/**
 * A refusal with its message. `result` is null unless the tools read the reason there:
 * hardhat-verify reads `result` of every verification answer as text.
 */
export class EtherscanError extends Error {
  override name = 'EtherscanError';
  readonly result: unknown;

  constructor(message: string, result: unknown = null) {
    super(message);
    this.result = result;
  }

  toAnswer(): EtherscanAnswer {
    return { status: '0', message: this.message, result: this.result };
  }
}
