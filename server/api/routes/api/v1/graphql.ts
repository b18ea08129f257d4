/** `GET|POST /api/v1/graphql`: Blockscout's public GraphQL schema (GUIDE §8; graphql/). */
import { setupGraphql } from '../../../graphql';
import type { RoutePlugin } from '../../../routeServices';

const graphqlRoutes: RoutePlugin = async(app) => setupGraphql(app, '/graphql');

export default graphqlRoutes;
