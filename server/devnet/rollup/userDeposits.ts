/**
 * Step 1: now and then a bridge user deposits coins on L1 for L2, as through OP's portal:
 * mostly to their own address on L2 (which they later withdraw from), sometimes to another
 * user's, sometimes to a fresh address with calldata.
 */
import { encodeFunctionData, parseEther, type Address, type Hex } from 'viem';

import type { DevnetAccount } from '../accounts';
import type { Rng } from '../prng';
import { sendTx, type ChainSide } from './chainSide';
import { PORTAL_ABI } from './opProtocol';
import type { RelayJob } from './relayJob';

/** Chance of a deposit per step: about one every 20 s at the default interval. */
const DEPOSIT_CHANCE = 0.35;
/** L2 gas a deposit asks for (OP's `_gasLimit`). */
const DEPOSIT_L2_GAS_LIMIT = 100_000n;
const PORTAL_CALL_GAS = 150_000n;
const MILLI_COIN = parseEther('0.001');

interface PlannedDeposit {
  from: DevnetAccount;
  to: Address;
  amount: bigint;
  data: Hex;
}

function planDeposit(rng: Rng, users: DevnetAccount[], toSelf: boolean): PlannedDeposit {
  const from = rng.pick(users);
  // 0.01 to 1 coin, in thousandths (rng.bigint spans only 2^53).
  const amount = BigInt(rng.int(10, 1000)) * MILLI_COIN;
  const kind = toSelf ? 'self' : rng.weighted({ self: 5, otherUser: 2, freshAddress: 3 });
  if (kind === 'self') return { from, to: from.address, amount, data: '0x' };
  if (kind === 'otherUser') return { from, to: rng.pick(users.filter((user) => user !== from)).address, amount, data: '0x' };
  const to = `0x${ rng.bytes32().slice(26) }` as Address;
  // A call with a selector and one word: the relay delivers it to an account without code, which accepts anything.
  const data: Hex = rng.chance(0.5) ? `0x${ rng.bytes32().slice(2, 10) }${ rng.bytes32().slice(2) }` : '0x';
  return { from, to, amount, data };
}

/** The first step always deposits to the depositor's own L2 address, so withdrawals can start soon. */
export function createUserDeposits(args: { l1: ChainSide; portal: Address; users: DevnetAccount[]; rng: Rng }): RelayJob {
  let first = true;
  return {
    name: 'deposit',
    async run() {
      const forced = first;
      first = false;
      if (!forced && !args.rng.chance(DEPOSIT_CHANCE)) return {};
      const deposit = planDeposit(args.rng, args.users, forced);
      const data = encodeFunctionData({
        abi: PORTAL_ABI, functionName: 'depositTransaction', args: [ deposit.to, deposit.amount, DEPOSIT_L2_GAS_LIMIT, false, deposit.data ],
      });
      const hash = await sendTx(args.l1, {
        label: 'deposit', from: deposit.from, to: args.portal, data, value: deposit.amount, gas: PORTAL_CALL_GAS,
      });
      return { l1: [ hash ] };
    },
  };
}
