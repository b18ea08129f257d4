/**
 * `/api/v2/withdrawals` and its counters.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Mounted by app.ts; routes are added as the endpoints are built. */
export const withdrawalRoutes: FastifyPluginAsync = async() => {};
