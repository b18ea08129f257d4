/** `/api/v2/config/csv-export`: how many rows one CSV download holds. */
import type { RoutePlugin } from '../../../../routeServices';

const csvExportConfigRoutes: RoutePlugin = async(app, { services }) => {
  app.get('/csv-export', async() => ({ limit: services.csvExport.limit, async_enabled: false }));
};

export default csvExportConfigRoutes;
