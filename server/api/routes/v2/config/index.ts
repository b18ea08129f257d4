/**
 * `/api/v2/config/*`: facts about the backend itself.
 */
import type { FastifyPluginAsync } from 'fastify';

import type { BackendVersionConfig } from '../../../../../types/api/config';
import { readBackendVersion } from '../../../lib/version';

/** Config routes; mounted at `/api/v2/config`. */
export const configRoutes: FastifyPluginAsync = async(app) => {
  const version = readBackendVersion();
  app.get('/backend-version', async(): Promise<BackendVersionConfig> => ({ backend_version: version }));
};
