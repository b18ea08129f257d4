/**
 * `module=stats` (GUIDE §11): token and coin supplies, prices (none: no market source) and
 * the fees of a day.
 */
import type { Queryable } from '../../db';
import { sumCoinBalances } from '../../db/queries/addresses';
import { sumFeesBetween } from '../../db/queries/blocks';
import { findEtherscanToken } from '../../db/queries/tokens';
import type { EtherscanContext, EtherscanModule } from './dispatch';
import { EtherscanError, ok, type EtherscanAnswer } from './envelope';

/** The coin supply sums every address: recomputed at most this often. */
const SUPPLY_TTL_MS = 30_000;
const WEI_PER_COIN = 10n ** 18n;
const MS_PER_DAY = 86_400_000;

const supplies = new WeakMap<Queryable, { at: number; value: Promise<string> }>();

function coinSupply(db: Queryable): Promise<string> {
  const cached = supplies.get(db);
  if (cached && Date.now() - cached.at < SUPPLY_TTL_MS) return cached.value;
  const value = sumCoinBalances(db);
  supplies.set(db, { at: Date.now(), value });
  value.catch(() => supplies.delete(db));
  return value;
}

/** Wei as whole coins, without trailing zeros: "1234.5". */
export function weiToCoins(wei: string): string {
  const value = BigInt(wei);
  const whole = value / WEI_PER_COIN;
  const fraction = (value % WEI_PER_COIN).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${ whole }.${ fraction }`;
}

async function tokensupply({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  if (params.optional('contractaddress') === undefined) throw new EtherscanError('Query parameter contract address is required');
  const token = await findEtherscanToken(db, params.addressWith('Invalid contract address format', 'contractaddress'));
  if (!token) throw new EtherscanError('contract address not found');
  return ok(token.total_supply ?? '0');
}

async function totalfees({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const date = params.optional('date');
  if (date === undefined) throw new EtherscanError('Required date input is missing.');
  const start = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${ date }T00:00:00.000Z`) : null;
  if (!start || Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== date) {
    throw new EtherscanError('Invalid date format. Expected YYYY-MM-DD');
  }
  const { fees } = await sumFeesBetween(db, start, new Date(start.getTime() + MS_PER_DAY));
  return ok(fees);
}

/** No market source: every price and time is null (GUIDE §11). */
function prices(prefix: 'coin' | 'eth'): EtherscanAnswer {
  const [ usd, btc ] = prefix === 'coin' ? [ 'coin_usd', 'coin_btc' ] : [ 'ethusd', 'ethbtc' ];
  return ok({ [usd]: null, [`${ usd }_timestamp`]: null, [btc]: null, [`${ btc }_timestamp`]: null });
}

export const statsModule: EtherscanModule = {
  tokensupply,
  ethsupply: async({ db }) => ok(await coinSupply(db)),
  // No exchange supply figure: the same coins in existence.
  ethsupplyexchange: async({ db }) => ok(await coinSupply(db)),
  coinsupply: async({ db }) => ok(weiToCoins(await coinSupply(db))),
  coinprice: async() => prices('coin'),
  ethprice: async() => prices('eth'),
  totalfees,
};
