/** The Etherscan-compatible API at `/api/v1?module=…`, Blockscout's second path for it (etherscan/). */
import { setupEtherscanRoutes } from '../../../etherscan';
import type { RoutePlugin } from '../../../routeServices';

const etherscanRoutes: RoutePlugin = async(app, { services }) =>
  // '/' is both the prefix and the prefix with its slash: forge's --verifier-url usually ends in one.
  setupEtherscanRoutes(app, '/', services.etherscan);

export default etherscanRoutes;
