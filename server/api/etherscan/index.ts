/**
 * The Etherscan-compatible RPC API (GUIDE §11), served at `/api` and, as Blockscout keeps
 * it, `/api/v1` (routes/api/etherscan.ts, re-exported under v1): GET and POST
 * (URL-encoded, multipart or JSON), `?module=…&action=…`, every answer the
 * `{status, message, result}` envelope. Failures of our own (the database down) keep the
 * app's `{message}` with a 5xx status. One instance serves both paths, so a verification
 * submitted at one is polled at the other.
 */
import type { FastifyRequest } from 'fastify';

import type { Queryable } from '../../db';
import type { VerificationService } from '../../verification/service';
import type { EthRpc } from '../ethRpc/answer';
import { accountModule } from './account';
import { blockModule } from './block';
import { contractModule } from './contract';
import { dispatch, type EtherscanModule } from './dispatch';
import { uploadedFiles } from './formBody';

export { FORM_BODY_LIMIT_BYTES, setupFormBodies } from './formBody';
import { logsModule } from './logs';
import { EtherscanParams } from './params';
import { proxyModule } from './proxy';
import { statsModule } from './stats';
import { tokenModule } from './token';
import { transactionModule } from './transaction';
import { createVerificationJobs } from './verificationJobs';

/** Modules by lower-case name. */
export const ETHERSCAN_MODULES: Readonly<Record<string, EtherscanModule>> = {
  account: accountModule,
  block: blockModule,
  contract: contractModule,
  logs: logsModule,
  proxy: proxyModule,
  stats: statsModule,
  token: tokenModule,
  transaction: transactionModule,
};

export interface EtherscanApiOptions {
  db: Queryable;
  /** The verification engine that `verifysourcecode` hands requests to; without it, verification is refused. */
  verification?: VerificationService;
  /** Answers `module=proxy`: the app's `/api/eth-rpc` machinery, with its node-call gate (app.ts). */
  ethRpc?: EthRpc;
}

export interface EtherscanApi {
  /** Answers one request; the route's scope must have the form-body parsers (`setupFormBodies`). */
  answer(request: FastifyRequest): Promise<unknown>;
  close(): Promise<void>;
}

/** The envelope, or JSON-RPC's shape for `eth_get_balance`, `eth_block_number` and `module=proxy`. */
const envelopeSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, message: { type: 'string' }, jsonrpc: { type: 'string' }, id: {}, result: {}, error: {} },
} as const;
const querySchema = {
  type: 'object',
  properties: { module: { type: 'string' }, action: { type: 'string' } },
} as const;
/** The route's schema: `module`/`action` as text, every answer the envelope (or JSON-RPC's shape). */
export const ETHERSCAN_SCHEMA = { querystring: querySchema, response: { 200: envelopeSchema } };

export function createEtherscanApi(options: EtherscanApiOptions): EtherscanApi {
  const { db, verification, ethRpc } = options;
  const jobs = createVerificationJobs({ verification });
  return {
    answer: async(request) => dispatch(ETHERSCAN_MODULES, {
      params: new EtherscanParams(request.query, request.body), files: uploadedFiles(request.body), db, log: request.log, jobs, verification,
      client: request.clientIp, ethRpc,
    }),
    close: async() => jobs.close(),
  };
}
