/**
 * How loudly a stage reports a failed round. A failure that belongs to an outage of the
 * node or the database is already told by that dependency's outage reporter (one line
 * when it goes, one when it is back); the stages then log it at debug, so an outage does
 * not write a line per stage per retry.
 */
import { isConnectionFailure } from '../../db';
import type { IndexerContext } from '../context';
import { RpcError } from '../errors';

export function failureLogLevel(ctx: Pick<IndexerContext, 'rpc' | 'db'>, error: unknown): 'warn' | 'debug' {
  if (error instanceof RpcError && error.unreachable && ctx.rpc.outage.down) return 'debug';
  if (isConnectionFailure(error) && ctx.db.outage.down) return 'debug';
  return 'warn';
}
