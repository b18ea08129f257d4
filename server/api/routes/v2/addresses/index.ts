/**
 * `/api/v2/addresses`: the top-accounts list, one address, its counters and its activity tabs.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Mounted by app.ts; routes are added as the endpoints are built. */
export const addressRoutes: FastifyPluginAsync = async() => {};
