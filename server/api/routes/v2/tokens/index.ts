/**
 * `/api/v2/tokens`: token list, one token, its holders, transfers and NFT instances.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Mounted by app.ts; routes are added as the endpoints are built. */
export const tokenRoutes: FastifyPluginAsync = async() => {};
