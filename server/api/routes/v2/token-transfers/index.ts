/**
 * `/api/v2/token-transfers`: every token transfer, newest first.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Mounted by app.ts; routes are added as the endpoints are built. */
export const tokenTransferRoutes: FastifyPluginAsync = async() => {};
