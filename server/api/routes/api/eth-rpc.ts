/** `POST /api/eth-rpc`: JSON-RPC 2.0 over the indexed chain and the node (GUIDE §11; ethRpc/). */
import { answerEthRpcRequest, keepBodyAsText } from '../../ethRpc';
import type { RoutePlugin } from '../../routeServices';

const ethRpcRoutes: RoutePlugin = async(app, { services: { ethRpc } }) => {
  keepBodyAsText(app);
  app.post('/eth-rpc', async(request, reply) => answerEthRpcRequest(ethRpc, request, reply));
};

export default ethRpcRoutes;
