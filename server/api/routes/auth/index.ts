/** Sign-in through the configured OpenID Connect issuer: `/auth/auth0`, `/auth/auth0/callback`, `/auth/logout` (account/oidcLogin.ts). */
import type { RoutePlugin } from '../../routeServices';

const oidcRoutes: RoutePlugin = async(app, { services: { oidc } }) => {
  app.get('/auth0', oidc.start);
  app.get('/auth0/callback', oidc.callback);
  app.get('/logout', oidc.logout);
};

export default oidcRoutes;
