/**
 * `/api/v2/transactions/{hash}/token-transfers`.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Mounted by app.ts; routes are added as the endpoints are built. */
export const transactionTokenTransferRoutes: FastifyPluginAsync = async() => {};
