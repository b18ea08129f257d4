/**
 * `/api/v2/smart-contracts`: the verified-contracts list, its counters, and one contract
 * (GUIDE §5.1). Verification requests are in `verification.ts`.
 */

import type { SmartContract, SmartContractsCounters, SmartContractsResponse } from '../../../../../../types/api/contract';
import type { NextPageParams } from '../../../../../../types/api/shared';
import { NotFoundError } from '../../../../../http/errors';
import { paginate } from '../../../../../http/pagination';
import {
  cursorAddressHash, cursorDecimal, cursorInt, cursorTimestamp, parseAddressHash, parseOptionalEnum, queryValue, type Query,
} from '../../../../../http/params';
import { loadAddressInfo } from '../../../../../db/queries/addresses';
import { findProxyImplementation, loadProxyImplementations } from '../../../../../db/queries/proxyImplementations';
import {
  countSmartContracts, findContractAddress, findSmartContract, findVerifiedTwin, listSmartContracts, SMART_CONTRACT_LANGUAGES,
  type SmartContractCursor, type SmartContractSort,
} from '../../../../../db/queries/smartContracts';
import { serializeAddress } from '../../../../../serializers/address';
import { serializeSmartContract, serializeSmartContractListItem, serializeSmartContractsCounters } from '../../../../serializers/smartContract';
import type { RoutePlugin } from '../../../../routeServices';

/** Longest `q`; longer text matches no contract name anyway. */
const MAX_QUERY_LENGTH = 256;

function readSort(query: Query): SmartContractSort {
  const sort = parseOptionalEnum(query, 'sort', [ 'balance', 'transactions_count' ] as const);
  const order = parseOptionalEnum(query, 'order', [ 'asc', 'desc' ] as const) ?? 'desc';
  return sort ? { by: sort, order } : { by: 'verified_at' };
}

/** The cursor of the next page, under the keys the current order uses. */
function readCursor(query: Query, sort: SmartContractSort): SmartContractCursor | undefined {
  const hash = cursorAddressHash(query, 'hash');
  if (hash === undefined) return undefined;
  if (sort.by === 'verified_at') {
    const verifiedAt = cursorTimestamp(query, 'verified_at');
    return verifiedAt === undefined ? undefined : { hash, verifiedAt };
  }
  if (sort.by === 'balance') {
    const coinBalance = cursorDecimal(query, 'coin_balance');
    return coinBalance === undefined ? undefined : { hash, coinBalance };
  }
  const transactionsCount = cursorInt(query, 'transactions_count');
  return transactionsCount === undefined ? undefined : { hash, transactionsCount };
}

/** Smart-contract read routes; mounted at `/api/v2/smart-contracts`. */
const smartContractRoutes: RoutePlugin = async(app) => {
  app.get<{ Querystring: Query }>('/', async(request): Promise<SmartContractsResponse> => {
    const { query } = request;
    const language = parseOptionalEnum(query, 'filter', SMART_CONTRACT_LANGUAGES);
    const q = queryValue(query, 'q')?.trim().slice(0, MAX_QUERY_LENGTH) || undefined;
    const sort = readSort(query);
    const after = readCursor(query, sort);
    const page = await paginate((limit) => listSmartContracts(app.db, { q, language, sort, after, limit }), (row): NextPageParams => {
      if (sort.by === 'verified_at') return { verified_at: row.verified_at_key, hash: row.address_hash };
      if (sort.by === 'balance') return { coin_balance: row.coin_balance, hash: row.address_hash };
      return { transactions_count: row.transactions_count, hash: row.address_hash };
    }, query);
    const hashes = page.rows.map((row) => row.address_hash);
    const [ infos, proxies ] = await Promise.all([ loadAddressInfo(app.db, hashes), loadProxyImplementations(app.db, hashes) ]);
    // A proxy's type and implementations, as /addresses/{hash} gives them.
    const addressOf = (hash: string) => ({ ...serializeAddress(hash, infos.get(hash)), ...proxies.get(hash) });
    return {
      items: page.rows.map((row) => serializeSmartContractListItem(row, addressOf(row.address_hash))),
      next_page_params: page.nextPageParams as SmartContractsResponse['next_page_params'],
    };
  });

  app.get('/counters', async(): Promise<SmartContractsCounters> => serializeSmartContractsCounters(await countSmartContracts(app.db)));

  app.get<{ Params: { hash: string } }>('/:hash', async(request): Promise<SmartContract> => {
    const hash = parseAddressHash(request.params.hash, 'address_hash_param');
    const [ own, address, proxy ] = await Promise.all([
      findSmartContract(app.db, hash), findContractAddress(app.db, hash), findProxyImplementation(app.db, hash),
    ]);
    const hasCode = Boolean(address?.contract_code && address.contract_code !== '0x');
    if (!own && !hasCode) throw new NotFoundError();
    // Same runtime code as a contract verified on its own: verified as well (a clone made after it).
    const twin = own || !hasCode ? null : await findVerifiedTwin(app.db, hash);
    const facts = {
      address: address ?? { contract_code: null, creation_input: null, creation_succeeded: null },
      proxy,
      twinOf: twin ? twin.contract.address_hash : null,
    };
    return serializeSmartContract(own ?? twin, facts);
  });
};

export default smartContractRoutes;
