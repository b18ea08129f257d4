/**
 * The GraphQL schema in SDL: the public part of Blockscout's schema (block, transaction,
 * address, addresses, tokenTransfers) plus a root `token`, with the same type and field
 * names, so a query written for a Blockscout instance runs here. Lists are Relay
 * connections paged forward with `first`/`after` (keyset cursors).
 */
export const SCHEMA = /* GraphQL */ `
"""A 20-byte account address: \`0x\` and 40 hex digits (any case on input, lower case on output)."""
scalar AddressHash

"""A 32-byte Keccak-256 hash: \`0x\` and 64 hex digits."""
scalar FullHash

"""A proof-of-work block nonce: \`0x\` and 16 hex digits."""
scalar NonceHash

"""An amount of the native coin in its smallest unit, as a decimal string (it may exceed 2^53)."""
scalar Wei

"""An arbitrary-precision number as a decimal string."""
scalar Decimal

"""A point in time, ISO 8601 in UTC."""
scalar DateTime

"""Bytes as \`0x\` and an even number of hex digits."""
scalar Data

"""Any JSON value (ABI, compiler settings, trace address)."""
scalar Json

enum Status { OK ERROR }

enum CallType { CALL CALLCODE DELEGATECALL STATICCALL }

enum Type { CALL CREATE CREATE2 REWARD SELFDESTRUCT STOP }

enum SortOrder { ASC DESC }

enum Language { SOLIDITY VYPER YUL GEAS }

type PageInfo {
  hasNextPage: Boolean!
  hasPreviousPage: Boolean!
  startCursor: String
  endCursor: String
}

type Query {
  "Gets an address by hash."
  address(hash: AddressHash!): Address
  "Gets addresses by hash (at most 100)."
  addresses(hashes: [AddressHash!]!): [Address]
  "Gets a block of the consensus chain by number."
  block(number: Int!): Block
  "Gets a transaction, mined or pending, by hash."
  transaction(hash: FullHash!): Transaction
  "Gets a token's transfers, newest first."
  tokenTransfers(tokenContractAddressHash: AddressHash!, first: Int, after: String): TokenTransferConnection
  "Gets a token by its contract address."
  token(contractAddressHash: AddressHash!): Token
}

"""An account or a contract: its coin balance, code and the activity it took part in."""
type Address {
  hash: AddressHash
  fetchedCoinBalance: Wei
  fetchedCoinBalanceBlockNumber: Int
  contractCode: Data
  "Nonce of the latest transaction it sent (null when it sent none)."
  nonce: Int
  "Gas used by the transactions it sent (a contract: sent to it), as Blockscout counts it."
  gasUsed: Decimal
  transactionsCount: Int
  tokenTransfersCount: Int
  smartContract: SmartContract
  "Transactions it sent, received or created, by block and position."
  transactions(first: Int, after: String, order: SortOrder = DESC): TransactionConnection
  "Token transfers from or to it, newest first."
  tokenTransfers(first: Int, after: String): TokenTransferConnection
  "Internal transactions from, to or creating it, newest first."
  internalTransactions(first: Int, after: String): InternalTransactionConnection
}

"""A block: a batch of transactions and the hash of the block before it ("parent")."""
type Block {
  consensus: Boolean
  difficulty: Decimal
  gasLimit: Decimal
  gasUsed: Decimal
  hash: FullHash
  minerHash: AddressHash
  nonce: NonceHash
  number: Int
  parentHash: FullHash
  size: Int
  timestamp: DateTime
  totalDifficulty: Decimal
  baseFeePerGas: Wei
  isEmpty: Boolean
}

"""A transaction: a signed message from an account, mined into a block or still pending."""
type Transaction {
  hash: FullHash
  blockHash: FullHash
  blockNumber: Int
  index: Int
  fromAddressHash: AddressHash
  toAddressHash: AddressHash
  createdContractAddressHash: AddressHash
  value: Wei
  "Gas limit."
  gas: Decimal
  gasPrice: Wei
  gasUsed: Decimal
  cumulativeGasUsed: Decimal
  maxFeePerGas: Wei
  maxPriorityFeePerGas: Wei
  nonce: Int
  type: Int
  input: String
  "OK or ERROR once mined; null while pending."
  status: Status
  error: String
  "Raw revert data."
  revertReason: String
  hasErrorInInternalTransactions: Boolean
  r: Decimal
  s: Decimal
  v: Decimal
  block: Block
  "The sender (beyond Blockscout's schema: it makes the graph walkable from a transaction)."
  fromAddress: Address
  "The recipient; null for a contract creation."
  toAddress: Address
  "Call frames below the transaction itself, in call order."
  internalTransactions(first: Int, after: String): InternalTransactionConnection
}

"""A call frame inside a transaction (a message call, a creation, a self-destruct)."""
type InternalTransaction {
  blockHash: FullHash
  blockNumber: Int
  transactionHash: FullHash
  transactionIndex: Int
  index: Int
  type: Type
  callType: CallType
  fromAddressHash: AddressHash
  toAddressHash: AddressHash
  createdContractAddressHash: AddressHash
  value: Wei
  gas: Decimal
  gasUsed: Decimal
  input: Data
  "Init code of a creation."
  init: Data
  output: Data
  error: String
  traceAddress: Json
}

"""A token moving between addresses (ERC-20, ERC-721, ERC-1155, ERC-404)."""
type TokenTransfer {
  blockHash: FullHash
  blockNumber: Int
  logIndex: Int
  "Position inside an ERC-1155 batch (0 otherwise)."
  batchIndex: Int
  transactionHash: FullHash
  tokenContractAddressHash: AddressHash
  fromAddressHash: AddressHash
  toAddressHash: AddressHash
  amount: Decimal
  amounts: [Decimal]
  tokenIds: [Decimal]
  transaction: Transaction
  token: Token
}

"""A token contract the indexer knows."""
type Token {
  contractAddressHash: AddressHash
  name: String
  symbol: String
  totalSupply: Decimal
  decimals: Decimal
  type: String
  holderCount: Int
  iconUrl: String
  circulatingMarketCap: Decimal
  volume24h: Decimal
}

"""
A verified contract: its sources, compiler and ABI. A contract with the runtime code of one
verified on its own shows that verification, as its contract page does (a twin).
"""
type SmartContract {
  addressHash: AddressHash
  name: String
  language: Language
  compilerVersion: String
  evmVersion: String
  optimization: Boolean
  optimizationRuns: Int
  compilerSettings: Json
  "The main source file."
  contractSourceCode: String
  filePath: String
  abi: Json
  "ABI-encoded constructor arguments as 0x hex; null when none (or verified through a twin)."
  constructorArguments: String
  externalLibraries: Json
  partiallyVerified: Boolean
  verifiedViaSourcify: Boolean
  verifiedViaEthBytecodeDb: Boolean
  isChangedBytecode: Boolean
}

type TransactionConnection { edges: [TransactionEdge] pageInfo: PageInfo! }
type TransactionEdge { cursor: String node: Transaction }
type TokenTransferConnection { edges: [TokenTransferEdge] pageInfo: PageInfo! }
type TokenTransferEdge { cursor: String node: TokenTransfer }
type InternalTransactionConnection { edges: [InternalTransactionEdge] pageInfo: PageInfo! }
type InternalTransactionEdge { cursor: String node: InternalTransaction }
`;
