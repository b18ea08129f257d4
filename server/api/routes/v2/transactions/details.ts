/**
 * `/api/v2/transactions/{hash}`: internal transactions, logs, raw trace, state changes and summary.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Mounted by app.ts; routes are added as the endpoints are built. */
export const transactionDetailRoutes: FastifyPluginAsync = async() => {};
