/**
 * `/api/v2/addresses/{hash}`: token transfers, token balances, tokens and NFTs of one address.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Mounted by app.ts; routes are added as the endpoints are built. */
export const addressTokenRoutes: FastifyPluginAsync = async() => {};
