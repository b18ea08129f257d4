/**
 * What the demo shares with OP's protocol: the events with OP's exact signatures, the demo
 * contracts' functions, the predeploy address, and OP's hashes (deposit source, output root,
 * withdrawal). The contracts' own ABIs must contain these items (`contracts.test.ts`).
 */
import { concatHex, encodeAbiParameters, keccak256, pad, parseAbi, type Address, type Hex } from 'viem';

/** OP's L2ToL1MessagePasser predeploy; the demo writes its copy's code there. */
export const L2_TO_L1_MESSAGE_PASSER_ADDRESS: Address = '0x4200000000000000000000000000000000000016';
/** The demo's batch inbox: an L1 address without code, named after the L2's chain id (265). */
export const BATCH_INBOX_ADDRESS: Address = '0xff00000000000000000000000000000000000265';

// OP's events (verbatim signatures), its deposit packing and source hash: one home, the indexer's reading of them.
export {
  DEPOSIT_RELAYED, MESSAGE_PASSED, OUTPUT_PROPOSED, TRANSACTION_DEPOSITED, WITHDRAWAL_FINALIZED, WITHDRAWAL_PROVEN,
  decodeOpaqueData as decodeDepositOpaqueData, type DepositOpaqueData,
} from '../../indexer/rollup/opEvents';
export { userDepositSourceHash } from '../../indexer/rollup/depositHash';

export const PORTAL_ABI = parseAbi([
  'function depositTransaction(address _to, uint256 _value, uint64 _gasLimit, bool _isCreation, bytes _data) payable',
  'function proveWithdrawal(bytes32 _withdrawalHash, address _from, address _to)',
  'function finalizeWithdrawal(bytes32 _withdrawalHash)',
]);

export const OUTPUT_ORACLE_ABI = parseAbi([
  'function proposeL2Output(bytes32 _outputRoot, uint256 _l2BlockNumber)',
  'function latestBlockNumber() view returns (uint256)',
  'function FINALIZATION_PERIOD_SECONDS() view returns (uint256)',
]);

export const MESSAGE_PASSER_ABI = parseAbi([ 'function initiateWithdrawal(address _target, uint256 _gasLimit, bytes _data) payable' ]);

export const DEPOSIT_RELAY_ABI = parseAbi([ 'function relay(bytes32 sourceHash, address from, address to, bytes data) payable' ]);

const ZERO_WORD = pad('0x00', { size: 32 });

/**
 * OP's output root, version 0: keccak256(version ++ stateRoot ++ messagePasserStorageRoot ++ blockHash).
 * Demo simplification: the message passer's storage root is left zero (it would need eth_getProof).
 */
export function outputRootOf(block: { stateRoot: Hex; hash: Hex }): Hex {
  return keccak256(concatHex([ ZERO_WORD, block.stateRoot, ZERO_WORD, block.hash ]));
}

/** A withdrawal as MessagePassed reports it. */
export interface WithdrawalTransaction {
  nonce: bigint;
  sender: Address;
  target: Address;
  value: bigint;
  gasLimit: bigint;
  data: Hex;
}

/** OP's Hashing.hashWithdrawal: keccak256(abi.encode(nonce, sender, target, value, gasLimit, data)). */
export function hashWithdrawal(withdrawal: WithdrawalTransaction): Hex {
  return keccak256(encodeAbiParameters(
    [ { type: 'uint256' }, { type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'bytes' } ],
    [ withdrawal.nonce, withdrawal.sender, withdrawal.target, withdrawal.value, withdrawal.gasLimit, withdrawal.data ],
  ));
}
