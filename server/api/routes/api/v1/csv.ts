/**
 * Blockscout's CSV downloads: `/api/v1/{transactions,internal-transactions,token-transfers,logs}-csv?address_id=…`
 * and `/api/v1/token-holders-csv?address_id=…` (csv/).
 */
import { CSV_ROUTE_CONFIG, EXPORT_KINDS, type ExportKind } from '../../../csv';
import type { RoutePlugin } from '../../../routeServices';

const csvRoutes: RoutePlugin = async(app, { services: { csv } }) => {
  for (const kind of Object.keys(EXPORT_KINDS) as ExportKind[]) {
    app.get(`/${ kind }-csv`, { config: CSV_ROUTE_CONFIG }, (request, reply) => csv.address(kind, request, reply));
  }
  app.get('/token-holders-csv', { config: CSV_ROUTE_CONFIG }, (request, reply) => csv.holders(request, reply));
};

export default csvRoutes;
