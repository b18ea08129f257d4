/**
 * The JSON-RPC methods `POST /api/eth-rpc` answers (GUIDE §11), as the Eth RPC API tab
 * shows them: what each returns and an example request with this chain's own values.
 */
import type { ExampleValues } from './exampleValues';

export interface EthRpcMethod {
  method: string;
  description: string;
  params: (values: ExampleValues) => Array<unknown>;
}

const hex = (value: number) => `0x${ value.toString(16) }`;

export const ETH_RPC_METHODS: ReadonlyArray<EthRpcMethod> = [
  { method: 'eth_blockNumber', description: 'The latest block number (hex).', params: () => [] },
  { method: 'eth_chainId', description: 'The chain id (hex): 0x109 is 265.', params: () => [] },
  { method: 'eth_getBalance', description: 'Coin balance of an address in wei (hex).', params: (v) => [ v.address, 'latest' ] },
  { method: 'eth_getLogs', description: 'Logs matching a filter.',
    params: (v) => [ { fromBlock: hex(Math.max(0, v.blockNumber - 100)), toBlock: 'latest' } ] },
  { method: 'eth_getBlockByNumber', description: 'A block by number; `true` includes full transactions.', params: (v) => [ hex(v.blockNumber), false ] },
  { method: 'eth_getBlockByHash', description: 'A block by hash. Run eth_getBlockByNumber to get a hash to try.', params: () => [ `0x${ '0'.repeat(64) }`, false ] },
  { method: 'eth_getTransactionByHash', description: 'A transaction by hash.', params: (v) => [ v.txHash ] },
  { method: 'eth_getTransactionReceipt', description: 'The receipt of a transaction, with its logs.', params: (v) => [ v.txHash ] },
  { method: 'eth_getTransactionCount', description: 'Nonce of an address (hex).', params: (v) => [ v.address, 'latest' ] },
  { method: 'eth_getCode', description: 'Bytecode at an address.', params: (v) => [ v.tokenAddress, 'latest' ] },
  { method: 'eth_getStorageAt', description: 'One storage slot of a contract.', params: (v) => [ v.tokenAddress, '0x0', 'latest' ] },
  { method: 'eth_call', description: 'Runs a call without a transaction (here: ERC-20 `totalSupply()`).',
    params: (v) => [ { to: v.tokenAddress, data: '0x18160ddd' }, 'latest' ] },
  { method: 'eth_estimateGas', description: 'Gas a transaction would use.', params: (v) => [ { from: v.address, to: v.otherAddress, value: '0x1' } ] },
  { method: 'eth_gasPrice', description: 'Current gas price in wei (hex).', params: () => [] },
  { method: 'eth_maxPriorityFeePerGas', description: 'Suggested priority fee in wei (hex).', params: () => [] },
  { method: 'eth_sendRawTransaction', description: 'Sends a signed transaction (this example is not signed, so it is refused).',
    params: () => [ '0x00' ] },
];

/** The example body of a method, pretty-printed so it can be read and edited. */
export function ethRpcExampleBody(method: EthRpcMethod, values: ExampleValues): string {
  return JSON.stringify({ jsonrpc: '2.0', id: 1, method: method.method, params: method.params(values) }, null, 2);
}
