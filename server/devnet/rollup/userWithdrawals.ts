/**
 * Step 3: now and then a bridge user with coins on L2 (from deposits) starts a withdrawal
 * of part of them to their own address on L1, through the message passer at OP's
 * predeploy address.
 */
import { encodeFunctionData, parseEther, type Address, type Hex } from 'viem';

import type { DevnetAccount } from '../accounts';
import type { Rng } from '../prng';
import { sendTx, type ChainSide } from './chainSide';
import { MESSAGE_PASSER_ABI } from './opProtocol';
import type { RelayJob } from './relayJob';

/** Chance of a withdrawal per step, when some user has coins. */
const WITHDRAWAL_CHANCE = 0.3;
/** Less than this on L2 and a user does not withdraw (gas stays covered). */
const MIN_BALANCE_WEI = parseEther('0.005');
/** L1 gas the withdrawal asks for its call there. */
const WITHDRAWAL_L1_GAS_LIMIT = 100_000n;
const MESSAGE_PASSER_CALL_GAS = 150_000n;

export function createUserWithdrawals(args: { l2: ChainSide; messagePasser: Address; users: DevnetAccount[]; rng: Rng }): RelayJob {
  return {
    name: 'withdraw',
    async run() {
      if (!args.rng.chance(WITHDRAWAL_CHANCE)) return {};
      const balances = await Promise.all(args.users.map((user) => args.l2.client.getBalance({ address: user.address })));
      const holders = args.users.map((user, index) => ({ user, balance: balances[index] })).filter((holder) => holder.balance >= MIN_BALANCE_WEI);
      if (holders.length === 0) return {};
      const { user, balance } = args.rng.pick(holders);
      // 10 % to 50 % of what the user holds on L2.
      const value = balance * BigInt(args.rng.int(10, 50)) / 100n;
      const message: Hex = args.rng.chance(0.2) ? `0x${ args.rng.bytes32().slice(2, 10) }` : '0x';
      const hash = await sendTx(args.l2, {
        label: 'withdraw',
        from: user,
        to: args.messagePasser,
        data: encodeFunctionData({ abi: MESSAGE_PASSER_ABI, functionName: 'initiateWithdrawal', args: [ user.address, WITHDRAWAL_L1_GAS_LIMIT, message ] }),
        value,
        gas: MESSAGE_PASSER_CALL_GAS,
      });
      return { l2: [ hash ] };
    },
  };
}
