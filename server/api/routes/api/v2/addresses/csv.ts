/** `/api/v2/addresses/{hash}/{transactions,internal-transactions,token-transfers,logs}/csv`: an address's rows as CSV (csv/). */
import { CSV_ROUTE_CONFIG, EXPORT_KINDS, type ExportKind } from '../../../../csv';
import type { RoutePlugin } from '../../../../routeServices';

const addressCsvRoutes: RoutePlugin = async(app, { services: { csv } }) => {
  for (const kind of Object.keys(EXPORT_KINDS) as ExportKind[]) {
    app.get<{ Params: { hash: string } }>(`/:hash/${ kind }/csv`, { config: CSV_ROUTE_CONFIG },
      (request, reply) => csv.address(kind, request, reply, request.params.hash));
  }
};

export default addressCsvRoutes;
