/**
 * `/api/v2/stats` and `/api/v2/stats/charts/{transactions,market}`.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Mounted by app.ts; routes are added as the endpoints are built. */
export const statsRoutes: FastifyPluginAsync = async() => {};
