/** `POST /api/eth-rpc`: JSON-RPC 2.0 over the indexed chain and the node (GUIDE §11; ethRpc/). */
import { setupEthRpcRoute } from '../../ethRpc';
import type { RoutePlugin } from '../../routeServices';

const ethRpcRoutes: RoutePlugin = async(app, { services }) => setupEthRpcRoute(app, '/eth-rpc', services.ethRpc);

export default ethRpcRoutes;
