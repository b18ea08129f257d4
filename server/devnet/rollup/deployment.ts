/**
 * Puts the demo contracts in place. L1: the output oracle, then the portal, from a deployer
 * that sends nothing else, so a fresh L1 always gives them the same addresses. L2: the
 * message passer's code at OP's predeploy address, and the deposit relay from the operator.
 */
import { encodeAbiParameters, getAddress, getContractAddress, parseEther, type Address, type Hash, type Hex } from 'viem';

import type { DevnetAccount } from '../accounts';
import { getArtifact } from '../compile';
import { DeployError } from '../errors';
import { mintOnDevnet, sendTx, type ChainSide } from './chainSide';
import { L2_TO_L1_MESSAGE_PASSER_ADDRESS } from './opProtocol';

const DEPLOY_GAS = 1_500_000n;
/** What the operator is minted for gas on L2 when it has less (relays cost about 0.0001 QNM each). */
const OPERATOR_GAS_RESERVE_WEI = parseEther('1');

export interface L1Contracts {
  portal: Address;
  outputOracle: Address;
  /** The block the portal was deployed in: where readers of its events start. */
  portalDeployBlock: bigint;
}

export interface L2Contracts {
  depositRelay: Address;
  /** 0 when the relay was already there (a restart on a kept L2): its events are read from the start. */
  depositRelayDeployBlock: bigint;
  messagePasser: Address;
}

async function requireSuccess(side: ChainSide, sent: Array<{ label: string; hash: Hash }>) {
  const receipts = await side.sender.waitForReceipts(sent.map((tx) => tx.hash));
  const failed = sent.filter((_, index) => receipts[index].status !== 'success');
  if (failed.length > 0) throw new DeployError(`rollup demo ${ side.name } deployment failed`, { meta: failed.map((tx) => `${ tx.label }: ${ tx.hash }`) });
  return receipts;
}

/**
 * Deploys the oracle and the portal while the L1 does not mine yet (`deferMining`), then
 * mines them into one block: no waiting for the L1's block interval.
 */
export async function deployL1Contracts(l1: ChainSide, deployer: DevnetAccount, challengePeriodSeconds: number): Promise<L1Contracts> {
  const nonce = await l1.client.getTransactionCount({ address: deployer.address, blockTag: 'pending' });
  const outputOracle = getContractAddress({ from: deployer.address, nonce: BigInt(nonce) });
  const portal = getContractAddress({ from: deployer.address, nonce: BigInt(nonce + 1) });
  const deploy = async(label: string, bytecode: Hex, constructorArgs: Hex) => ({
    label, hash: await sendTx(l1, { label, from: deployer, data: `${ bytecode }${ constructorArgs.slice(2) }`, gas: DEPLOY_GAS }),
  });
  await l1.sender.refreshFees();
  const sent = [
    await deploy('DemoL2OutputOracle', getArtifact('DemoL2OutputOracle').bytecode, encodeAbiParameters([ { type: 'uint256' } ], [ BigInt(challengePeriodSeconds) ])),
    await deploy('DemoOptimismPortal', getArtifact('DemoOptimismPortal').bytecode, encodeAbiParameters([ { type: 'address' } ], [ outputOracle ])),
  ];
  await l1.devnet.mine();
  const receipts = await requireSuccess(l1, sent);
  return { portal, outputOracle, portalDeployBlock: receipts[1].blockNumber };
}

/** Writes the message passer's runtime code to the predeploy address, unless it is there (its storage then stays). */
async function installMessagePasser(l2: ChainSide): Promise<Address> {
  const code = getArtifact('DemoL2ToL1MessagePasser').deployedBytecode;
  const current = await l2.client.getCode({ address: L2_TO_L1_MESSAGE_PASSER_ADDRESS });
  if (current?.toLowerCase() !== code.toLowerCase()) {
    await l2.devnet.provider.request({ method: 'hardhat_setCode', params: [ L2_TO_L1_MESSAGE_PASSER_ADDRESS, code ] });
  }
  return L2_TO_L1_MESSAGE_PASSER_ADDRESS;
}

/**
 * The relay is the operator's first contract, so its address follows from the operator
 * alone; found there (a kept L2), it is used as it is.
 */
async function installDepositRelay(l2: ChainSide, operator: DevnetAccount): Promise<{ address: Address; deployBlock: bigint }> {
  const expected = getContractAddress({ from: operator.address, nonce: 0n });
  if (await l2.client.getCode({ address: expected })) return { address: expected, deployBlock: 0n };
  const balance = await l2.client.getBalance({ address: operator.address });
  if (balance < OPERATOR_GAS_RESERVE_WEI) await mintOnDevnet(l2, operator.address, OPERATOR_GAS_RESERVE_WEI - balance);
  await l2.sender.refreshFees();
  const label = 'DemoDepositRelay';
  const hash = await sendTx(l2, { label, from: operator, data: getArtifact('DemoDepositRelay').bytecode, gas: DEPLOY_GAS });
  const [ receipt ] = await requireSuccess(l2, [ { label, hash } ]);
  if (!receipt.contractAddress) throw new DeployError('the deposit relay\'s deployment created no contract', { meta: [ hash ] });
  return { address: getAddress(receipt.contractAddress), deployBlock: receipt.blockNumber };
}

export async function installL2Contracts(l2: ChainSide, operator: DevnetAccount): Promise<L2Contracts> {
  const messagePasser = await installMessagePasser(l2);
  const relay = await installDepositRelay(l2, operator);
  return { depositRelay: relay.address, depositRelayDeployBlock: relay.deployBlock, messagePasser };
}
