/**
 * The native coin's supply for the top-accounts page (`total_supply` of `/v2/addresses`,
 * in whole coins as a decimal string, which the page divides balances by). There is no
 * market source offline, so it is what the chain holds: the sum of every balance the
 * indexer knows. One pass over `addresses`, cached for minutes.
 */
import type { FastifyBaseLogger } from 'fastify';

import type { Queryable } from '../../db';
import { sumFetchedCoinBalances } from '../../db/queries/addresses';
import { cachedValue } from './stats';

const SUPPLY_TTL_MS = 120_000;
/** Every EVM chain counts its native coin in wei, 10^18 to the coin. */
const NATIVE_DECIMALS = 18;

/** Wei as whole coins, exactly: `1500000000000000000` → `1.5`. */
export function weiToCoins(wei: bigint): string {
  const unit = 10n ** BigInt(NATIVE_DECIMALS);
  const fraction = (wei % unit).toString().padStart(NATIVE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${ wei / unit }.${ fraction }` : String(wei / unit);
}

export function createCoinSupply(db: Queryable, log: FastifyBaseLogger) {
  const supply = cachedValue(async() => {
    const total = await sumFetchedCoinBalances(db);
    return total ? weiToCoins(BigInt(total)) : null;
  }, SUPPLY_TTL_MS, (error) => log.warn({ err: error }, 'coin supply refresh failed'));
  return { get: () => supply.get() };
}
