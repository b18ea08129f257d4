/**
 * `/api/v2/search`, `/search/quick` and `/search/check-redirect`.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Mounted by app.ts; routes are added as the endpoints are built. */
export const searchRoutes: FastifyPluginAsync = async() => {};
