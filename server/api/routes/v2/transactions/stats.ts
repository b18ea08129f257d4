/**
 * `/api/v2/transactions/stats`.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Mounted by app.ts; routes are added as the endpoints are built. */
export const transactionStatsRoutes: FastifyPluginAsync = async() => {};
