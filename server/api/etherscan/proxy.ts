/**
 * `module=proxy` (Etherscan's JSON-RPC by query or form parameters, what ethers'
 * EtherscanProvider and etherscan-api read the chain with): each action is one call of
 * `/api/eth-rpc`'s methods, answered by the same machinery (ethRpc/answer.ts): the head
 * from the database, `eth_call` and `eth_estimateGas` through the node-call gate, the rest
 * from the node. Answers keep JSON-RPC's shape, `{jsonrpc, id, result}` or `error`, as
 * Etherscan's do.
 */
import { INVALID_PARAMS, JsonRpcError } from '../ethRpc/protocol';
import type { EtherscanAction, EtherscanModule } from './dispatch';
import { EtherscanError, type JsonRpcStyleAnswer } from './envelope';
import type { EtherscanParams } from './params';

/** Transaction fields Etherscan's `eth_call` and `eth_estimateGas` take (ethers also sends `from`). */
const TRANSACTION_FIELDS = [ 'from', 'to', 'data', 'value', 'gas', 'gasPrice' ] as const;

function required(params: EtherscanParams, name: string): string {
  const value = params.optional(name);
  if (value === undefined) throw new JsonRpcError(INVALID_PARAMS, `Invalid params: ${ name } is required`);
  return value;
}

const tag = (params: EtherscanParams) => params.optional('tag') ?? 'latest';

/** `boolean`: whether a block comes with its full transactions. */
function fullTransactions(params: EtherscanParams): boolean {
  const value = params.optional('boolean')?.toLowerCase() ?? 'false';
  if (value !== 'true' && value !== 'false') throw new JsonRpcError(INVALID_PARAMS, 'Invalid params: boolean must be true or false');
  return value === 'true';
}

function transaction(params: EtherscanParams): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of TRANSACTION_FIELDS) {
    const value = params.optional(name);
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

/** The action answered by `method` with the params `paramsOf` reads. */
function call(method: string, paramsOf: (params: EtherscanParams) => unknown[]): EtherscanAction {
  return async({ params, ethRpc, client }): Promise<JsonRpcStyleAnswer> => {
    if (!ethRpc) throw new EtherscanError('The proxy module is not enabled on this explorer');
    const id = params.jsonRpcId();
    let callParams: unknown[];
    try {
      callParams = paramsOf(params);
    } catch (error) {
      if (!(error instanceof JsonRpcError)) throw error;
      return { jsonrpc: '2.0', id, error: error.toObject() };
    }
    const [ reply ] = await ethRpc.answer([ { id, answered: true, method, params: callParams } ], client);
    return reply;
  };
}

/** Actions by lower-case name, as dispatch.ts matches them. */
export const proxyModule: EtherscanModule = {
  eth_blocknumber: call('eth_blockNumber', () => []),
  eth_getblockbynumber: call('eth_getBlockByNumber', (params) => [ tag(params), fullTransactions(params) ]),
  eth_getblocktransactioncountbynumber: call('eth_getBlockTransactionCountByNumber', (params) => [ tag(params) ]),
  eth_gettransactionbyhash: call('eth_getTransactionByHash', (params) => [ required(params, 'txhash') ]),
  eth_gettransactionbyblocknumberandindex: call('eth_getTransactionByBlockNumberAndIndex',
    (params) => [ tag(params), required(params, 'index') ]),
  eth_gettransactioncount: call('eth_getTransactionCount', (params) => [ required(params, 'address'), tag(params) ]),
  eth_sendrawtransaction: call('eth_sendRawTransaction', (params) => [ required(params, 'hex') ]),
  eth_gettransactionreceipt: call('eth_getTransactionReceipt', (params) => [ required(params, 'txhash') ]),
  eth_call: call('eth_call', (params) => [ transaction(params), tag(params) ]),
  eth_getcode: call('eth_getCode', (params) => [ required(params, 'address'), tag(params) ]),
  eth_getstorageat: call('eth_getStorageAt', (params) => [ required(params, 'address'), required(params, 'position'), tag(params) ]),
  eth_gasprice: call('eth_gasPrice', () => []),
  eth_estimategas: call('eth_estimateGas', (params) => [ transaction(params) ]),
};
