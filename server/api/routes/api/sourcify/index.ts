/**
 * The two calls of Sourcify's server API that hardhat-verify's sourcify mode makes, served
 * over this explorer's own verification (nothing goes to sourcify.dev). In the Hardhat
 * config: `sourcify: { enabled: true, apiUrl: 'https://<host>/api/sourcify', browserUrl: 'https://<host>' }`.
 *
 * - `GET /check-all-by-addresses?addresses=&chainIds=`: per address `{address, status: "false"}`
 *   or `{address, chainIds: [{chainId, status: "perfect" | "partial"}]}`, from what the
 *   address shows (its own verification or a verified twin's).
 * - `POST /` `{address, chain, files: {"metadata.json": …, "<path>.sol": …}}`: the compilation
 *   the metadata describes, run by the engine as Etherscan's `verify_via_sourcify` runs it,
 *   answered once done: `{result: [{address, chainId, status}]}`, else 4xx `{message}`.
 */
import { getAddress } from 'viem';

import { ADDRESS_HASH_PATTERN } from '../../../../../types/hashes';
import { QNM_CHAIN_ID } from '../../../../devnet/chain';
import { describeFailure, VerificationError, VerificationRequestError } from '../../../../verification/errors';
import { compilationFromMetadata } from '../../../../verification/metadataInput';
import { submitAndWait } from '../../../../verification/submitAndWait';
import { ApiError, InvalidParamError } from '../../../../http/errors';
import { findShownMatchType } from '../../../../db/queries/smartContracts';
import type { RoutePlugin } from '../../../routeServices';

/** Addresses per check, and files per verification (the engine bounds the sources further). */
const MAX_ADDRESSES = 100;
const MAX_FILES = 1000;
const BODY_LIMIT_BYTES = 32 * 1024 * 1024;
/** How long a verification is waited for; the engine goes on after. */
const VERIFY_TIMEOUT_MS = 120_000;
const CHAIN_ID = String(QNM_CHAIN_ID);

const sourcifyStatus = (match: 'full' | 'partial') => (match === 'full' ? 'perfect' : 'partial');

function readFiles(value: unknown): Array<{ field: string; filename: string; content: string }> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new InvalidParamError('files', 'an object of file name to content');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_FILES) throw new InvalidParamError('files', `at most ${ MAX_FILES } files`);
  return entries.map(([ filename, content ], index) => {
    if (typeof content !== 'string') throw new InvalidParamError('files', `the content of ${ filename.slice(0, 60) } must be text`);
    return { field: `files[${ index }]`, filename, content };
  });
}

/** Why the engine refused a request, as the answer to give. */
function refusal(error: unknown): ApiError | null {
  if (error instanceof VerificationError) return new ApiError(422, describeFailure(error.errors));
  if (error instanceof VerificationRequestError) return new ApiError(error.statusCode, error.message);
  return null;
}

const sourcifyRoutes: RoutePlugin = async(app) => {
  app.get<{ Querystring: { addresses?: string; chainIds?: string } }>('/check-all-by-addresses', async(request) => {
    const addresses = (request.query.addresses ?? '').split(',').map((item) => item.trim()).filter(Boolean);
    if (addresses.length === 0 || addresses.some((address) => !ADDRESS_HASH_PATTERN.test(address))) {
      throw new InvalidParamError('addresses', 'a comma list of addresses');
    }
    if (addresses.length > MAX_ADDRESSES) throw new InvalidParamError('addresses', `at most ${ MAX_ADDRESSES } addresses`);
    const ours = (request.query.chainIds ?? '').split(',').map((item) => item.trim()).includes(CHAIN_ID);
    return Promise.all(addresses.map(async(address) => {
      const match = ours ? await findShownMatchType(app.db, address.toLowerCase()) : null;
      return match ? { address: getAddress(address), chainIds: [ { chainId: CHAIN_ID, status: sourcifyStatus(match) } ] } :
        { address: getAddress(address), status: 'false' };
    }));
  });

  app.post<{ Body: { address?: unknown; chain?: unknown; files?: unknown } }>('/', { bodyLimit: BODY_LIMIT_BYTES }, async(request) => {
    const { address, chain, files } = request.body ?? {};
    if (typeof address !== 'string' || !ADDRESS_HASH_PATTERN.test(address)) throw new InvalidParamError('address', 'an address');
    if (String(chain) !== CHAIN_ID) throw new InvalidParamError('chain', `this explorer's chain, ${ CHAIN_ID }`);
    let compilation;
    try {
      compilation = compilationFromMetadata(readFiles(files));
    } catch (error) {
      throw refusal(error) ?? error;
    }
    const target = address.toLowerCase();
    const raw = { fields: { compiler_version: compilation.compilerVersion, contract_name: compilation.contractName, libraries: compilation.libraries },
      files: [ { field: 'files[0]', filename: 'input.json', content: compilation.input } ] };
    let outcome;
    try {
      outcome = await submitAndWait(app.verification, { address: target, method: 'standard-input', raw, client: request.clientIp }, VERIFY_TIMEOUT_MS);
    } catch (error) {
      throw refusal(error) ?? error;
    }
    if (outcome === 'timeout') throw new ApiError(504, `Verification is taking longer than ${ VERIFY_TIMEOUT_MS / 1000 } s and goes on; check again later`);
    if (outcome.status === 'error') throw new ApiError(422, describeFailure(outcome.errors));
    const match = await findShownMatchType(app.db, target);
    return { result: [ { address: getAddress(address), chainId: CHAIN_ID, status: sourcifyStatus(match ?? 'partial') } ] };
  });
};

export default sourcifyRoutes;
