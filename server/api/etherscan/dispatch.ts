/**
 * The module/action dispatcher of `/api` (GUIDE §11). A module is a map of lower-case
 * action names to handlers; `module` and `action` match case-insensitively. Other modules
 * (account, logs, token, stats, block, transaction, proxy) join by adding an entry to the
 * registry in index.ts.
 */
import type { FastifyBaseLogger } from 'fastify';

import type { Queryable } from '../../db';
import type { UploadedFile } from '../../verification/request';
import type { VerificationService } from '../../verification/service';
import type { EthRpc } from '../ethRpc/answer';
import { EtherscanError, type EtherscanReply } from './envelope';
import type { EtherscanParams } from './params';
import type { VerificationJobs } from './verificationJobs';

export interface EtherscanContext {
  params: EtherscanParams;
  /** Files of a multipart (or JSON `files`) body, with their names; empty for other requests. */
  files: UploadedFile[];
  db: Queryable;
  log: FastifyBaseLogger;
  /** GUIDs of verifications started through this API. */
  jobs: VerificationJobs;
  /** The verification engine; absent when this process runs none. */
  verification?: VerificationService;
  /** Who asks (the remote IP): the engine counts its slots per client, the node-call gate its node time. */
  client: string;
  /** JSON-RPC's methods, as `/api/eth-rpc` answers them (`module=proxy`); absent: the module is refused. */
  ethRpc?: EthRpc;
}

export type EtherscanAction = (context: EtherscanContext) => Promise<EtherscanReply>;
export type EtherscanModule = Readonly<Record<string, EtherscanAction>>;

/** Runs the action the parameters name; refusals become the `status: "0"` envelope. */
export async function dispatch(modules: Readonly<Record<string, EtherscanModule>>, context: EtherscanContext): Promise<EtherscanReply> {
  const moduleName = context.params.optional('module')?.toLowerCase();
  const actionName = context.params.optional('action')?.toLowerCase();
  try {
    if (moduleName === undefined || actionName === undefined) {
      throw new EtherscanError('Params \'module\' and \'action\' are required parameters');
    }
    const actions = Object.hasOwn(modules, moduleName) ? modules[moduleName] : undefined;
    if (!actions) throw new EtherscanError('Unknown module');
    const action = Object.hasOwn(actions, actionName) ? actions[actionName] : undefined;
    if (!action) throw new EtherscanError('Unknown action');
    return await action(context);
  } catch (error) {
    if (error instanceof EtherscanError) return error.toAnswer();
    throw error;
  }
}
