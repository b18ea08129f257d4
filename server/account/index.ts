/**
 * The account feature's services: settings, the mailer, OpenID Connect sign-in, and the
 * API-key lookup every request goes through. Its routes are under server/api/routes
 * (`api/account/...`, `auth/...`, `contracts-info/...`, `admin/...`).
 */
export { setupApiKeys } from './apiKeys';
export { readAccountConfig, DISABLED_ACCOUNT_CONFIG, DISABLED_MESSAGE, type AccountConfig } from './config';
export { createMailer, type Mailer } from './mail';
export { createOidcLogin, type OidcLogin } from './oidcLogin';
