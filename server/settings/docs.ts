/**
 * docs/ENVS.md's backend half, from the registry: a table per owner, with what an operator
 * needs beside the values (how the parts fit, the issuers' setup).
 */
import { SETTING_OWNERS, SETTINGS, type SettingOwner, type SettingSpec } from './registry';

/** Said once under an owner's table. */
const NOTES: Partial<Record<SettingOwner, string[]>> = {
  start: [
    '`npm start` runs every role in one process tree and fills in what the roles need from each other (the API\'s URL for the',
    'web app, the local sign-in provider, an ALTCHA key); a variable set by the operator always wins.',
  ],
  clients: [
    'Who a request is: the address the web app\'s server vouches for (its requests while rendering a page, signed with',
    '`CLIENT_IP_SECRET`), else the client a proxy of `TRUSTED_PROXIES` names in `X-Forwarded-For`, else the connecting address.',
    'Each client has a budget of requests per `API_RATE_LIMIT_WINDOW_MS`: its API key\'s, else its client key\'s, else its',
    'IP\'s (larger inside `API_RATE_LIMIT_WHITELISTED_IPS`). Past it the API answers 429 `{message}` with `Retry-After`, and',
    'the web app shows the rate-limit screen, whose captcha buys a client key (`POST /api/v2/key`, the `api_v2_temp_token`',
    'cookie; the API\'s CORS origins must then name the explorer, not `*`). Health checks, the captcha\'s challenge and the key',
    'itself are outside every budget; the socket has its own limits. Several API processes share the counts through',
    '`REDIS_URL`; while Redis is unreachable requests pass uncounted. `npm start` makes a `CLIENT_IP_SECRET` for its web app',
    'and API; set the same one on both roles when they run apart.',
  ],
  nodeCalls: [
    'One gate for every way a visitor makes the node execute code: contract read methods, `/api/eth-rpc` and Etherscan\'s',
    '`module=proxy`. Under `npm start` with the devnet the lower devnet values apply unless these are set.',
  ],
  account: [
    'Accounts are on when an issuer is named (with its client) or `ACCOUNT_ENABLED=true`; they then need `ACCOUNT_SECRET`,',
    '`ACCOUNT_PUBLIC_URL` and `ACCOUNT_APP_URL`. `npm start` runs a local OpenID Connect provider on loopback (sign-up with',
    'email and password, the email confirmed by a mailed code, users kept in `ACCOUNT_DATA_DIR`) and sets all of these itself,',
    'and the three `NEXT_PUBLIC_*` account variables above; set `ACCOUNT_OIDC_ISSUER` to use a real issuer instead.',
    '',
    'Sign-in codes by email (`send_otp`) are limited to 3 per email in 10 minutes and, per client IP, 5 a minute and 20 an hour',
    '(429 beyond). The local provider locks a client IP out for 10 minutes after 10 failed passwords or codes. Behind a reverse',
    'proxy every client has the proxy\'s IP unless the proxy is named in `TRUSTED_PROXIES`.',
    '',
    'Auth0: create a Regular Web Application, allowed callback `https://api.example.org/auth/auth0/callback`, allowed logout URL',
    '`https://explorer.example.org`; then `ACCOUNT_OIDC_ISSUER=https://YOUR_TENANT.auth0.com/`, the client id and secret.',
    'Keycloak: a confidential OpenID Connect client in a realm with the same redirect and post-logout URIs;',
    '`ACCOUNT_OIDC_ISSUER=https://keycloak.example.org/realms/REALM`.',
  ],
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

function defaultOf(spec: SettingSpec<unknown>): string {
  if (spec.defaultText !== undefined) return spec.defaultText;
  if (spec.default === undefined) return '(none)';
  const value = Array.isArray(spec.default) ? spec.default.join(',') : String(spec.default);
  return value === '' ? '(empty)' : `\`${ value }\``;
}

export function renderSettingsDocs(): string {
  const lines = [
    '# Backend (`server/`)',
    '',
    'Read once at start by each process (`npm start`, the API, the indexer, the devnet), from the one registry',
    '`server/settings/registry.ts`. Empty counts as unset. Switches take `true`/`false` (or `on`/`off`). A bad value stops the',
    'start with a message that names the variable.',
    '',
  ];
  for (const [ owner, title ] of Object.entries(SETTING_OWNERS) as Array<[ SettingOwner, string ]>) {
    lines.push(`## ${ title }`, '', '| variable | default | value | description |', '| --- | --- | --- | --- |');
    for (const [ name, spec ] of Object.entries(SETTINGS) as Array<[ string, SettingSpec<unknown> ]>) {
      if (spec.owner !== owner) continue;
      lines.push(`| \`${ name }\` | ${ cell(defaultOf(spec)) } | ${ cell(spec.kind.expected) } | ${ cell(spec.description) } |`);
    }
    lines.push('');
    const notes = NOTES[owner];
    if (notes) lines.push(...notes, '');
  }
  return lines.join('\n');
}
