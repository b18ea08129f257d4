/**
 * Verification (GUIDE §5.2): the configuration of this instance, and the request that
 * starts a verification. A request is checked before the answer (422 naming the field);
 * the outcome arrives later on the socket (`verification_result` on `addresses:{h}`).
 */
import type { FastifyReply } from 'fastify';

import type { SmartContractVerificationConfig, SmartContractVerificationResponse } from '../../../../../../types/api/contract';
import { VerificationError } from '../../../../../verification/errors';
import type { RawRequest, UploadedFile } from '../../../../../verification/request';
import { MAX_SOURCE_BYTES } from '../../../../../verification/sources';
import { InvalidParamError } from '../../../../../http/errors';
import { parseMultipart } from '../../../../lib/multipart';
import { parseAddressHash } from '../../../../../http/params';
import { findChainCode } from '../../../../../db/queries/smartContracts';
import type { RoutePlugin } from '../../../../routeServices';

/** Room for 10 MB of sources plus the form around them; a larger body is refused with 413. */
const BODY_LIMIT_BYTES = MAX_SOURCE_BYTES + 1024 * 1024;

/** A JSON body's fields; `files` may be an object of file name → content (tools that post JSON). */
function fromJson(body: unknown): RawRequest {
  if (body === undefined || body === null) return { fields: {}, files: [] };
  if (typeof body !== 'object' || Array.isArray(body)) throw new InvalidParamError('body', 'expected a JSON object or multipart/form-data');
  const { files, ...fields } = body as Record<string, unknown>;
  if (files === undefined) return { fields, files: [] };
  if (typeof files !== 'object' || files === null || Array.isArray(files) || !Object.values(files).every((content) => typeof content === 'string')) {
    throw new VerificationError('files', 'expected an object of file name to file content');
  }
  const uploaded: UploadedFile[] = Object.entries(files as Record<string, string>).map(([ filename, content ]) => ({ field: 'files', filename, content }));
  return { fields, files: uploaded };
}

/** Field errors answer in GUIDE §5.2's shape; the rest (a refused request's 422 or 429) go to the app's error handler. */
function refuse(reply: FastifyReply, error: unknown) {
  if (error instanceof VerificationError) return reply.code(422).send({ errors: error.errors });
  throw error;
}

/** Verification routes; mounted at `/api/v2/smart-contracts` with the app's verification service. */
const verificationRoutes: RoutePlugin = async(app, options) => {
  const { verification } = options.services;

  // Encapsulated: only this plugin's routes take form data.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    try {
      done(null, parseMultipart(body as Buffer, request.headers['content-type'] ?? ''));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.get('/verification/config', async(): Promise<SmartContractVerificationConfig> =>
    await verification.config() as SmartContractVerificationConfig);

  app.post<{ Params: { hash: string; method: string } }>('/:hash/verification/via/:method', { bodyLimit: BODY_LIMIT_BYTES },
    async(request, reply): Promise<SmartContractVerificationResponse | undefined> => {
      const hash = parseAddressHash(request.params.hash, 'address_hash_param');
      const isMultipart = /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');
      const chain = await findChainCode(app.db, hash);
      if (!chain?.contractCode || chain.contractCode === '0x') {
        return reply.code(422).send({ message: `Address ${ hash } is not a smart contract` });
      }
      try {
        const raw = isMultipart ? request.body as RawRequest : fromJson(request.body);
        // Slots are counted per client (the remote IP).
        await verification.submit(hash, request.params.method, raw, request.clientIp);
      } catch (error) {
        return refuse(reply, error);
      }
      return { message: 'Smart-contract verification started' };
    });
};

export default verificationRoutes;
