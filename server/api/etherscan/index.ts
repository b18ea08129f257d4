/**
 * The Etherscan-compatible RPC API (GUIDE §11), served at `/api` and, as Blockscout keeps
 * it, `/api/v1` (routes/api/etherscan.ts, routes/api/v1/etherscan.ts): GET and POST
 * (URL-encoded, multipart or JSON), `?module=…&action=…`, every answer the
 * `{status, message, result}` envelope. Failures of our own (the database down) keep the
 * app's `{message}` with a 5xx status. One instance serves both paths, so a verification
 * submitted at one is polled at the other.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Queryable } from '../../db';
import type { VerificationService } from '../../verification/service';
import type { EthRpc } from '../ethRpc/answer';
import { accountModule } from './account';
import { blockModule } from './block';
import { contractModule } from './contract';
import { dispatch, type EtherscanModule } from './dispatch';
import { FORM_BODY_LIMIT_BYTES, setupFormBodies, uploadedFiles } from './formBody';
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
  /** Answers one request; the route scope must have {@link setupEtherscanRoutes}'s body parsers. */
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

export function createEtherscanApi(options: EtherscanApiOptions): EtherscanApi {
  const { db, verification, ethRpc } = options;
  const jobs = createVerificationJobs({ verification });
  return {
    answer: async(request) => dispatch(ETHERSCAN_MODULES, {
      params: new EtherscanParams(request.query, request.body), files: uploadedFiles(request.body), db, log: request.log, jobs, verification,
      client: request.ip, ethRpc,
    }),
    close: async() => jobs.close(),
  };
}

/**
 * GET and POST at `url` of the route file's scope, with the form bodies forge and hardhat
 * send. Given `/`, the prefix answers with and without its slash (`/api`, `/api/`).
 */
export function setupEtherscanRoutes(app: FastifyInstance, url: string, api: EtherscanApi): void {
  setupFormBodies(app);
  const schema = { querystring: querySchema, response: { 200: envelopeSchema } };
  app.get(url, { schema }, async(request) => api.answer(request));
  app.post(url, { schema, bodyLimit: FORM_BODY_LIMIT_BYTES }, async(request) => api.answer(request));
}
