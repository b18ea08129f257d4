/** `POST /api/v1/eth-rpc`: Blockscout's second path for JSON-RPC (ethRpc/). */
import { setupEthRpcRoute } from '../../../ethRpc';
import type { RoutePlugin } from '../../../routeServices';

const ethRpcRoutes: RoutePlugin = async(app, { services }) => setupEthRpcRoute(app, '/eth-rpc', services.ethRpc);

export default ethRpcRoutes;
