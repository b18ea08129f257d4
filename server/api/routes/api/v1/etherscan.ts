/** The Etherscan-compatible API at `/api/v1?module=…`, Blockscout's second path for it (etherscan/). */
import { setupEtherscanRoutes } from '../../../etherscan';
import type { RoutePlugin } from '../../../routeServices';

const etherscanRoutes: RoutePlugin = async(app, { services }) => setupEtherscanRoutes(app, services.etherscan);

export default etherscanRoutes;
