/**
 * `/api/v2/config/*`: facts about the backend itself.
 */

import type { BackendVersionConfig } from '../../../../../../types/api/config';
import { readBackendVersion } from '../../../../lib/version';
import type { RoutePlugin } from '../../../../routeServices';

/** Config routes; mounted at `/api/v2/config`. */
const configRoutes: RoutePlugin = async(app) => {
  const version = readBackendVersion();
  app.get('/backend-version', async(): Promise<BackendVersionConfig> => ({ backend_version: version }));
};

export default configRoutes;
