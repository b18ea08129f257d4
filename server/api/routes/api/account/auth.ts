/** `/api/account/auth/logout`: the account API's sign-out (account/oidcLogin.ts). */
import type { RoutePlugin } from '../../../routeServices';

const logoutRoutes: RoutePlugin = async(app, { services: { oidc } }) => {
  app.get('/auth/logout', oidc.logout);
};

export default logoutRoutes;
