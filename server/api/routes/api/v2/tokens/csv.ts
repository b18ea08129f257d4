/** `/api/v2/tokens/{hash}/holders/csv`: a token's holders as CSV (csv/). */
import { CSV_ROUTE_CONFIG } from '../../../../csv';
import type { RoutePlugin } from '../../../../routeServices';

const tokenCsvRoutes: RoutePlugin = async(app, { services: { csv } }) => {
  app.get<{ Params: { hash: string } }>('/:hash/holders/csv', { config: CSV_ROUTE_CONFIG },
    (request, reply) => csv.holders(request, reply, request.params.hash));
};

export default tokenCsvRoutes;
