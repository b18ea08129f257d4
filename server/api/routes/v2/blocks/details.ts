/**
 * `/api/v2/blocks/{id}`: withdrawals and internal transactions of one block.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Mounted by app.ts; routes are added as the endpoints are built. */
export const blockDetailRoutes: FastifyPluginAsync = async() => {};
