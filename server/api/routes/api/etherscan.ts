/** The Etherscan-compatible API at `/api?module=…&action=…` (GUIDE §11; etherscan/). */
import { ETHERSCAN_SCHEMA, FORM_BODY_LIMIT_BYTES, setupFormBodies } from '../../etherscan';
import type { RoutePlugin } from '../../routeServices';

const etherscanRoutes: RoutePlugin = async(app, { services: { etherscan } }) => {
  setupFormBodies(app);
  // '/' is both the prefix and the prefix with its slash: forge's --verifier-url usually ends in one.
  app.get('/', { schema: ETHERSCAN_SCHEMA }, async(request) => etherscan.answer(request));
  app.post('/', { schema: ETHERSCAN_SCHEMA, bodyLimit: FORM_BODY_LIMIT_BYTES }, async(request) => etherscan.answer(request));
};

export default etherscanRoutes;
