/**
 * The Etherscan-compatible RPC API (GUIDE §11) at `/api` and, as Blockscout keeps it,
 * `/api/v1`: GET and POST (URL-encoded, multipart or JSON), `?module=…&action=…`, every
 * answer the `{status, message, result}` envelope. Failures of our own (the database
 * down) keep the app's `{message}` with a 5xx status.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import type { VerificationService } from '../../../verification/service';
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

export interface EtherscanRoutesOptions {
  /**
   * The verification engine that `verifysourcecode` hands requests to; by default the app's
   * (`app.verification`, app.ts). Without either, verification is refused.
   */
  verification?: VerificationService;
  /** Answers `module=proxy`: the app's `/api/eth-rpc` machinery, with its node-call gate (app.ts). */
  ethRpc?: EthRpc;
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

export const etherscanRoutes: FastifyPluginAsync<EtherscanRoutesOptions> = async(app, options) => {
  setupFormBodies(app);
  const verification = options.verification ?? (app.hasDecorator('verification') ? app.verification : undefined);
  const jobs = createVerificationJobs({ verification });
  app.addHook('onClose', async() => jobs.close());

  const handle = async(request: FastifyRequest) => dispatch(ETHERSCAN_MODULES, {
    params: new EtherscanParams(request.query, request.body), files: uploadedFiles(request.body), db: app.db, log: request.log, jobs, verification,
    client: request.ip, ethRpc: options.ethRpc,
  });
  const schema = { querystring: querySchema, response: { 200: envelopeSchema } };
  // forge's --verifier-url is usually given with a trailing slash.
  for (const url of [ '/api', '/api/', '/api/v1', '/api/v1/' ]) {
    app.get(url, { schema }, handle);
    app.post(url, { schema, bodyLimit: FORM_BODY_LIMIT_BYTES }, async(request: FastifyRequest, _reply: FastifyReply) => handle(request));
  }
};
