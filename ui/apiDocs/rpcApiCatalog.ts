/**
 * The Etherscan-compatible RPC API (`/api?module=…&action=…`, GUIDE §11) as the RPC API tab
 * shows it: each module's actions, their parameters, and an example query built from this
 * chain's own values.
 */
import type { ExampleValues } from './exampleValues';

export interface RpcParam {
  name: string;
  description: string;
  required?: boolean;
}

export interface RpcAction {
  action: string;
  description: string;
  params: ReadonlyArray<RpcParam>;
  /** The example's query parameters besides module and action. */
  example: (values: ExampleValues) => Record<string, string>;
}

export interface RpcModule {
  module: string;
  description: string;
  actions: ReadonlyArray<RpcAction>;
}

const PAGING: ReadonlyArray<RpcParam> = [
  { name: 'page', description: 'page number, from 1' },
  { name: 'offset', description: 'page size, at most 10,000 (the default)' },
  { name: 'sort', description: '`asc` or `desc` (default)' },
];
const BLOCK_RANGE: ReadonlyArray<RpcParam> = [
  { name: 'startblock', description: 'first block of the range' },
  { name: 'endblock', description: 'last block of the range' },
];
const ADDRESS: RpcParam = { name: 'address', description: 'a 0x address', required: true };
const CONTRACT: RpcParam = { name: 'contractaddress', description: 'the token contract', required: true };
const TX_HASH: RpcParam = { name: 'txhash', description: 'a transaction hash', required: true };
const FIRST_PAGE = { page: '1', offset: '5' };
const BLOCK_TAG: RpcParam = { name: 'tag', description: 'block number in hex, or `latest`', required: true };
const BLOCK_TAG_OPTIONAL: RpcParam = { name: 'tag', description: 'block number in hex, or `latest` (default)' };
const hexNumber = (value: number) => `0x${ value.toString(16) }`;
const VERIFY_ADDRESS: RpcParam = { name: 'addressHash', description: 'the contract to verify', required: true };
const VERIFY_NAME: RpcParam = { name: 'name', description: 'the contract\'s name', required: true };
const VERIFY_COMPILER: RpcParam = { name: 'compilerVersion', description: 'e.g. `v0.8.28+commit.7893614a`', required: true };

export const RPC_API_MODULES: ReadonlyArray<RpcModule> = [
  {
    module: 'account',
    description: 'Balances, transactions and transfers of addresses.',
    actions: [
      { action: 'balance', description: 'Coin balance in wei; a comma list of addresses gives one entry per address.',
        params: [ { ...ADDRESS, description: 'an address, or a comma list of them' } ], example: (v) => ({ address: v.address }) },
      { action: 'balancemulti', description: 'Coin balances of up to 20 addresses.',
        params: [ { ...ADDRESS, description: 'comma list of up to 20 addresses' } ], example: (v) => ({ address: `${ v.address },${ v.otherAddress }` }) },
      { action: 'txlist', description: 'Transactions from or to an address.',
        params: [ ADDRESS, ...BLOCK_RANGE, ...PAGING, { name: 'filter_by', description: '`from` or `to`' },
          { name: 'start_timestamp', description: 'unix seconds' }, { name: 'end_timestamp', description: 'unix seconds' } ],
        example: (v) => ({ address: v.address, ...FIRST_PAGE }) },
      { action: 'txlistinternal', description: 'Internal transactions of a transaction or of an address.',
        params: [ { ...TX_HASH, required: false, description: 'a transaction hash (or give address)' },
          { ...ADDRESS, required: false, description: 'an address (or give txhash)' }, ...BLOCK_RANGE, ...PAGING ],
        example: (v) => ({ txhash: v.txHash }) },
      { action: 'tokentx', description: 'ERC-20 transfers of an address and/or a token.',
        params: [ { ...ADDRESS, required: false }, { ...CONTRACT, required: false }, ...BLOCK_RANGE, ...PAGING ],
        example: (v) => ({ address: v.address, ...FIRST_PAGE }) },
      { action: 'tokennfttx', description: 'ERC-721 and ERC-1155 transfers of an address and/or a token.',
        params: [ { ...ADDRESS, required: false }, { ...CONTRACT, required: false }, ...BLOCK_RANGE, ...PAGING ],
        example: (v) => ({ address: v.address, ...FIRST_PAGE }) },
      { action: 'tokenbalance', description: 'Raw token balance of an address.',
        params: [ CONTRACT, ADDRESS ], example: (v) => ({ contractaddress: v.tokenAddress, address: v.address }) },
      { action: 'tokenlist', description: 'Every token an address holds.', params: [ ADDRESS ], example: (v) => ({ address: v.address }) },
      { action: 'getminedblocks', description: 'Blocks an address produced.',
        params: [ ADDRESS, ...PAGING ], example: (v) => ({ address: v.address, ...FIRST_PAGE }) },
      { action: 'pendingtxlist', description: 'Pending transactions of an address.',
        params: [ ADDRESS, ...PAGING ], example: (v) => ({ address: v.address }) },
      { action: 'listaccounts', description: 'Addresses with their balances.', params: PAGING, example: () => FIRST_PAGE },
      { action: 'eth_get_balance', description: 'Balance as JSON-RPC would answer it (hex).',
        params: [ ADDRESS, { name: 'block', description: 'block number or `latest`' } ], example: (v) => ({ address: v.address }) },
    ],
  },
  {
    module: 'logs',
    description: 'Event logs by block range, address and topics.',
    actions: [
      { action: 'getlogs', description: 'Logs in a block range (numbers in the answer are hex, as on Etherscan).',
        params: [ { name: 'fromBlock', description: 'block number', required: true }, { name: 'toBlock', description: 'block number or `latest`', required: true },
          { name: 'address', description: 'the emitting contract' }, { name: 'topic0', description: 'topics 0 to 3 may be given' },
          { name: 'topic0_1_opr', description: '`and` or `or`, between two topics' } ],
        example: (v) => ({ fromBlock: String(Math.max(0, v.blockNumber - 1000)), toBlock: 'latest' }) },
    ],
  },
  {
    module: 'token',
    description: 'Token facts and holders.',
    actions: [
      { action: 'getToken', description: 'Name, symbol, supply, decimals and type of a token.',
        params: [ CONTRACT ], example: (v) => ({ contractaddress: v.tokenAddress }) },
      { action: 'getTokenHolders', description: 'Holders of a token.',
        params: [ CONTRACT, ...PAGING.slice(0, 2) ], example: (v) => ({ contractaddress: v.tokenAddress, ...FIRST_PAGE }) },
    ],
  },
  {
    module: 'stats',
    description: 'Supplies, prices and fees.',
    actions: [
      { action: 'tokensupply', description: 'Total supply of a token.', params: [ CONTRACT ], example: (v) => ({ contractaddress: v.tokenAddress }) },
      { action: 'ethsupply', description: 'Total coin supply in wei.', params: [], example: () => ({}) },
      { action: 'coinsupply', description: 'Total coin supply in whole coins.', params: [], example: () => ({}) },
      { action: 'ethsupplyexchange', description: 'Total coin supply in wei.', params: [], example: () => ({}) },
      { action: 'coinprice', description: 'Coin price in USD and BTC (null without a price source).', params: [], example: () => ({}) },
      { action: 'ethprice', description: 'The same price with `eth` in the key names.', params: [], example: () => ({}) },
      { action: 'totalfees', description: 'Fees paid on one day.',
        params: [ { name: 'date', description: 'YYYY-MM-DD', required: true } ], example: (v) => ({ date: v.date }) },
    ],
  },
  {
    module: 'block',
    description: 'Blocks by number or time.',
    actions: [
      { action: 'getblockreward', description: 'Miner and reward of a block.',
        params: [ { name: 'blockno', description: 'block number', required: true } ], example: (v) => ({ blockno: String(v.blockNumber) }) },
      { action: 'getblocknobytime', description: 'The block closest to a time.',
        params: [ { name: 'timestamp', description: 'unix seconds', required: true }, { name: 'closest', description: '`before` or `after`', required: true } ],
        example: (v) => ({ timestamp: String(v.timestamp), closest: 'before' }) },
      { action: 'getblockcountdown', description: 'Time left until a future block.',
        params: [ { name: 'blockno', description: 'a future block number', required: true } ], example: (v) => ({ blockno: String(v.blockNumber + 100) }) },
      { action: 'eth_block_number', description: 'Latest block number, JSON-RPC style.', params: [], example: () => ({}) },
    ],
  },
  {
    module: 'transaction',
    description: 'Transaction status and details.',
    actions: [
      { action: 'gettxreceiptstatus', description: 'Receipt status: "1" success, "0" failure.', params: [ TX_HASH ], example: (v) => ({ txhash: v.txHash }) },
      { action: 'getstatus', description: 'Whether the transaction failed, and why.', params: [ TX_HASH ], example: (v) => ({ txhash: v.txHash }) },
      { action: 'gettxinfo', description: 'The transaction with its logs and revert reason.', params: [ TX_HASH ], example: (v) => ({ txhash: v.txHash }) },
    ],
  },
  {
    module: 'contract',
    description: 'Verified sources, ABIs and verification (hardhat-verify and forge use these).',
    actions: [
      { action: 'getabi', description: 'The ABI of a verified contract, as a JSON string.',
        params: [ { ...ADDRESS, description: 'the contract' } ], example: (v) => ({ address: v.tokenAddress }) },
      { action: 'getsourcecode', description: 'Sources and settings of a contract.',
        params: [ { ...ADDRESS, description: 'the contract' } ], example: (v) => ({ address: v.tokenAddress }) },
      { action: 'getcontractcreation', description: 'Creator and creation transaction of contracts.',
        params: [ { name: 'contractaddresses', description: 'comma list of contracts', required: true } ], example: (v) => ({ contractaddresses: v.tokenAddress }) },
      { action: 'listcontracts', description: 'Contracts, verified or not: verified ones by verification time, the others by when the explorer first saw them.',
        params: [ PAGING[0], { name: 'offset', description: 'page size, at most 10,000 (default 10)' }, { name: 'sort', description: '`asc` (default) or `desc`' },
          { name: 'filter', description: '`verified`, `unverified` or `empty` (or 1, 2, 3); default all' },
          { name: 'verified_at_start_timestamp', description: 'with `verified`: verified at or after (unix seconds)' },
          { name: 'verified_at_end_timestamp', description: 'with `verified`: verified before (unix seconds)' } ],
        example: () => ({ ...FIRST_PAGE, filter: 'verified' }) },
      { action: 'checkverifystatus', description: 'State of a verification started with verifysourcecode (POST).',
        params: [ { name: 'guid', description: 'the guid verifysourcecode answered', required: true } ], example: () => ({ guid: 'unknown' }) },
      { action: 'verify', description: 'Verifies a flattened Solidity source and answers the verified contract at once (Blockscout; POST long sources).',
        params: [ VERIFY_ADDRESS, VERIFY_NAME, VERIFY_COMPILER,
          { name: 'optimization', description: '`true` or `false` (or 1, 0)', required: true },
          { name: 'contractSourceCode', description: 'the flattened source', required: true },
          { name: 'optimizationRuns', description: 'optimizer runs (default 200)' }, { name: 'evmVersion', description: 'e.g. `cancun`' },
          { name: 'constructorArguments', description: 'ABI-encoded hex; read from the chain when absent' },
          { name: 'autodetectConstructorArguments', description: '`true` or `false`' },
          { name: 'library1Name, library1Address', description: '… up to library10: linked libraries' } ],
        example: (v) => ({ addressHash: v.tokenAddress, name: 'MyContract', compilerVersion: 'v0.8.28+commit.7893614a', optimization: 'true',
          contractSourceCode: 'contract MyContract {}' }) },
      { action: 'verify_via_sourcify', description: 'Verifies from the metadata.json solc wrote and the sources, uploaded as multipart files (this explorer does not reach Sourcify).',
        params: [ VERIFY_ADDRESS, { name: 'files[0], files[1], …', description: 'metadata.json and the source files (POST multipart/form-data)' } ],
        example: (v) => ({ addressHash: v.tokenAddress }) },
      { action: 'verify_vyper_contract', description: 'Verifies a Vyper source; answers why not when this explorer has no Vyper compiler.',
        params: [ VERIFY_ADDRESS, VERIFY_NAME, VERIFY_COMPILER, { name: 'contractSourceCode', description: 'the Vyper source', required: true },
          { name: 'constructorArguments', description: 'ABI-encoded hex' }, { name: 'evmVersion', description: 'e.g. `cancun`' } ],
        example: (v) => ({ addressHash: v.tokenAddress, name: 'MyContract', compilerVersion: 'v0.3.10+commit.91361694', contractSourceCode: 'x: public(uint256)' }) },
    ],
  },
  {
    module: 'proxy',
    description: 'JSON-RPC methods of the node, in Etherscan\'s shape (`{jsonrpc, id, result}`); calls run within the same gas and time limits as `/api/eth-rpc`.',
    actions: [
      { action: 'eth_blockNumber', description: 'Latest block number, hex.', params: [], example: () => ({}) },
      { action: 'eth_getBlockByNumber', description: 'A block; `boolean=true` gives its full transactions.',
        params: [ BLOCK_TAG, { name: 'boolean', description: '`true` for full transactions, `false` (default) for hashes' } ],
        example: (v) => ({ tag: hexNumber(v.blockNumber), boolean: 'false' }) },
      { action: 'eth_getBlockTransactionCountByNumber', description: 'How many transactions a block holds.', params: [ BLOCK_TAG ],
        example: (v) => ({ tag: hexNumber(v.blockNumber) }) },
      { action: 'eth_getTransactionByHash', description: 'A transaction.', params: [ TX_HASH ], example: (v) => ({ txhash: v.txHash }) },
      { action: 'eth_getTransactionByBlockNumberAndIndex', description: 'A transaction by its block and position.',
        params: [ BLOCK_TAG, { name: 'index', description: 'position in the block, hex', required: true } ],
        example: (v) => ({ tag: hexNumber(v.blockNumber), index: '0x0' }) },
      { action: 'eth_getTransactionCount', description: 'Transactions an address has sent (its nonce).', params: [ ADDRESS, BLOCK_TAG_OPTIONAL ],
        example: (v) => ({ address: v.address, tag: 'latest' }) },
      { action: 'eth_getTransactionReceipt', description: 'The receipt of a transaction.', params: [ TX_HASH ], example: (v) => ({ txhash: v.txHash }) },
      { action: 'eth_call', description: 'Runs a call without a transaction and answers its return data.',
        params: [ { name: 'to', description: 'the contract', required: true }, { name: 'data', description: 'ABI-encoded call, hex', required: true },
          BLOCK_TAG_OPTIONAL ],
        // totalSupply(): every token answers it.
        example: (v) => ({ to: v.tokenAddress, data: '0x18160ddd', tag: 'latest' }) },
      { action: 'eth_getCode', description: 'The code at an address.', params: [ ADDRESS, BLOCK_TAG_OPTIONAL ],
        example: (v) => ({ address: v.tokenAddress, tag: 'latest' }) },
      { action: 'eth_getStorageAt', description: 'One storage slot of an address.',
        params: [ ADDRESS, { name: 'position', description: 'slot, hex', required: true }, BLOCK_TAG_OPTIONAL ],
        example: (v) => ({ address: v.tokenAddress, position: '0x0', tag: 'latest' }) },
      { action: 'eth_gasPrice', description: 'Current gas price in wei, hex.', params: [], example: () => ({}) },
      { action: 'eth_estimateGas', description: 'Gas a transaction would use.',
        params: [ { name: 'to', description: 'the recipient', required: true }, { name: 'data', description: 'call data, hex' },
          { name: 'value', description: 'wei, hex' } ],
        example: (v) => ({ to: v.otherAddress, value: '0x1' }) },
      { action: 'eth_sendRawTransaction', description: 'Sends a signed transaction (POST it: the hex is long).',
        params: [ { name: 'hex', description: 'the signed transaction', required: true } ], example: () => ({ hex: '0x' }) },
    ],
  },
];

/** The example's query: module and action first, as people write them. */
export function rpcExampleQuery(module: RpcModule, action: RpcAction, values: ExampleValues): Record<string, string> {
  return { module: module.module, action: action.action, ...action.example(values) };
}
