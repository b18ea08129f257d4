/**
 * The read/write method endpoints Blockscout had before v8 (GUIDE §5.3), mounted at
 * `/api/v2/smart-contracts`:
 * - `GET /{h}/methods-read[-proxy]`: view and pure functions, with the current `outputs[].value`
 *   of those without inputs (or `error` when the call reverts);
 * - `GET /{h}/methods-write[-proxy]`: functions that change state, fallback and receive;
 * - `POST /{h}/query-read-method` `{args, method_id, contract_type, from?}`:
 *   `{is_error, result}` of one call.
 * The ABI is the verified contract's; `-proxy` and `contract_type: "proxy"` use the ABIs
 * of its verified implementations while calling the proxy. No verified ABI: 404.
 */
import type { FastifyRequest } from 'fastify';
import type { Address } from 'viem';

import type { Abi, SmartContractMethod, SmartContractQueryMethodResponse } from '../../../../../../types/api/contract';
import { sessionOf } from '../../../../../account/requestSession';
import { findCustomAbi } from '../../../../../db/queries/account/customAbis';
import { ApiError, InvalidParamError, NotFoundError } from '../../../../../http/errors';
import { forClient } from '../../../../lib/node';
import { cursorBoolean, parseAddressHash, queryValue, type Query } from '../../../../../http/params';
import { mergeAbis, presentReadMethods, presentWriteMethods, queryMethod } from '../../../../presenters/contractMethods';
import { findContractAbi, findImplementationAbis } from '../../../../../db/queries/smartContractAbis';
import type { RoutePlugin } from '../../../../routeServices';

type ContractType = 'regular' | 'proxy';

interface MethodsRequest {
  Params: { hash: string };
  Querystring: Query;
}

const METHOD_ID = /^(?:0x)?([0-9a-fA-F]{8})$/;

/** `is_custom_abi=true` answers from the signed-in user's custom ABI: per user, never from the shared cache. */
const CUSTOM_ABI_ROUTE = { config: { perUser: (request: { query: unknown }) => (request.query as Query)?.is_custom_abi === 'true' } };

const smartContractMethodRoutes: RoutePlugin = async(app, options) => {
  /**
   * The ABI a request works with: the verified one (the implementations' for a proxy), or
   * with `is_custom_abi=true` the custom ABI the signed-in user gave this address (401
   * without a session, 404 without such an ABI).
   */
  async function abiFor(request: FastifyRequest, hash: string, type: ContractType, customAbi: boolean): Promise<Abi> {
    if (customAbi) {
      if (!options.services.account.enabled) throw new NotFoundError();
      const session = await sessionOf(app.db, options.services.account, request);
      if (!session) throw new ApiError(401, 'Unauthorized');
      const custom = await findCustomAbi(app.db, session.userId, hash);
      if (!custom) throw new NotFoundError();
      return custom.abi as Abi;
    }
    const abi = type === 'proxy' ? mergeAbis(await findImplementationAbis(app.db, hash)) : await findContractAbi(app.db, hash);
    if (!abi || (type === 'proxy' && abi.length === 0)) throw new NotFoundError();
    return abi;
  }

  function target(request: { params: { hash: string }; query: Query }) {
    const hash = parseAddressHash(request.params.hash, 'address_hash_param');
    const from = queryValue(request.query, 'from');
    return {
      hash,
      from: from === undefined ? undefined : parseAddressHash(from, 'from') as Address,
      customAbi: cursorBoolean(request.query, 'is_custom_abi') ?? false,
    };
  }

  for (const type of [ 'regular', 'proxy' ] as const) {
    const suffix = type === 'proxy' ? '-proxy' : '';
    app.get<MethodsRequest>(`/:hash/methods-read${ suffix }`, CUSTOM_ABI_ROUTE, async(request): Promise<SmartContractMethod[]> => {
      const { hash, from, customAbi } = target(request);
      return presentReadMethods(forClient(options.services.node, request.clientIp), hash as Address, await abiFor(request, hash, type, customAbi), from);
    });
    app.get<MethodsRequest>(`/:hash/methods-write${ suffix }`, CUSTOM_ABI_ROUTE, async(request): Promise<SmartContractMethod[]> => {
      const { hash, customAbi } = target(request);
      return presentWriteMethods(await abiFor(request, hash, type, customAbi));
    });
  }

  app.post<MethodsRequest & { Body: unknown }>('/:hash/query-read-method', async(request): Promise<SmartContractQueryMethodResponse> => {
    const { hash, customAbi } = target(request);
    const body = parseQueryBody(request.body);
    return queryMethod(forClient(options.services.node, request.clientIp), hash as Address, await abiFor(request, hash, body.contractType, customAbi), body);
  });
};

/** `{args, method_id, contract_type, from?}`, checked field by field (422 otherwise). */
function parseQueryBody(body: unknown): { methodId: string; args: unknown[]; contractType: ContractType; from?: Address } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new InvalidParamError('body', 'expected a JSON object');
  const { args = [], method_id: methodId, contract_type: contractType = 'regular', from } = body as Record<string, unknown>;
  const id = typeof methodId === 'string' ? METHOD_ID.exec(methodId) : null;
  if (!id) throw new InvalidParamError('method_id', 'expected 8 hex digits');
  if (!Array.isArray(args)) throw new InvalidParamError('args', 'expected an array');
  if (contractType !== 'regular' && contractType !== 'proxy') throw new InvalidParamError('contract_type', 'expected regular or proxy');
  if (from !== undefined && from !== null && from !== '' && typeof from !== 'string') throw new InvalidParamError('from', 'expected an address');
  return {
    methodId: id[1].toLowerCase(), args, contractType,
    from: typeof from === 'string' && from !== '' ? parseAddressHash(from, 'from') as Address : undefined,
  };
}

export default smartContractMethodRoutes;
