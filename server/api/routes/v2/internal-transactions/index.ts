/**
 * `/api/v2/internal-transactions`: every internal transaction, newest first.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Mounted by app.ts; routes are added as the endpoints are built. */
export const internalTransactionRoutes: FastifyPluginAsync = async() => {};
