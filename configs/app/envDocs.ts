import { ENV_DESCRIPTIONS, type EnvDescription } from './envDescriptions';
import { ENV_DEFAULTS, ENV_NAMES } from './envNames';

type DocumentedEnv = EnvDescription & { default: string };

/** Every variable must be described, once; a new one without a description stops the docs. */
export function checkEnvDescriptions(): void {
  const described = ENV_DESCRIPTIONS.map(({ name }) => name);
  const missing = ENV_NAMES.filter((name) => !described.includes(name));
  const extra = described.filter((name, index) => !ENV_NAMES.includes(name) || described.indexOf(name) !== index);
  if (missing.length || extra.length) throw new Error(`env descriptions: missing ${ missing.join(', ') || 'none' }; unknown or repeated ${ extra.join(', ') || 'none' }`);
}

function groups() {
  checkEnvDescriptions();
  const result = new Map<string, Array<DocumentedEnv>>();
  for (const item of ENV_DESCRIPTIONS) {
    result.set(item.group, [ ...(result.get(item.group) ?? []), { ...item, default: ENV_DEFAULTS[item.name] } ]);
  }
  return result;
}

/** docs/ENVS.md: every frontend variable with its default, grouped. */
export function renderEnvDocs(): string {
  const lines = [
    '# Frontend environment variables',
    '',
    'All of them are read at run time by the server (`configs/app`) and handed to the browser, so one',
    'build or Docker image serves any network. Generated from `configs/app/envNames.ts` and `envDescriptions.ts` by',
    '`npm run docs:envs`; do not edit by hand. A bad value stops the server at start with a message',
    'that names the variable. The backend (`server/`) variables are listed in the README.',
    '',
  ];
  for (const [ group, items ] of groups()) {
    lines.push(`## ${ group }`, '', '| variable | default | description |', '| --- | --- | --- |');
    for (const item of items) {
      const value = item.default === '' ? '(empty)' : `\`${ item.default.replace(/\|/g, '\\|') }\``;
      lines.push(`| \`${ item.name }\` | ${ value } | ${ item.description.replace(/\|/g, '\\|') } |`);
    }
    lines.push('');
  }
  lines.push(...ACCOUNT_BACKEND_DOCS);
  return lines.join('\n');
}

/**
 * The backend side of the account feature: which issuer signs users in. Kept here so the
 * operator finds both halves of accounts in one document.
 */
const ACCOUNT_BACKEND_DOCS = [
  '## Backend: accounts and sign-in',
  '',
  'Read by the API (`server/account/config.ts`). `npm start` runs a local OpenID Connect provider on loopback',
  '(sign-up with email and password, the email confirmed by a mailed code, users kept in `ACCOUNT_DATA_DIR`) and sets all of these itself, and the',
  'three `NEXT_PUBLIC_*` account variables above; set `ACCOUNT_OIDC_ISSUER` to use a real issuer instead (the local',
  'provider then does not run).',
  '',
  '| variable | default | description |',
  '| --- | --- | --- |',
  '| `ACCOUNT_OIDC_ISSUER` | (empty: accounts off, or the local provider under `npm start`) | Issuer URL, e.g. `https://YOUR_TENANT.auth0.com/` or `https://keycloak.example.org/realms/explorer`; its discovery document is read at the first sign-in. |',
  '| `ACCOUNT_OIDC_CLIENT_ID`, `ACCOUNT_OIDC_CLIENT_SECRET` | (empty) | The confidential client registered at the issuer. Register the redirect URI `{ACCOUNT_PUBLIC_URL}/auth/auth0/callback` and the post-logout URI `ACCOUNT_LOGOUT_REDIRECT_URL`. |',
  '| `ACCOUNT_OIDC_SCOPES` | `openid email profile` | Scopes asked for; `openid` is always added. |',
  '| `ACCOUNT_SECRET` | (made once under `npm start`) | At least 32 characters; signs the session cookie `_explorer_key` (HttpOnly, SameSite=Lax, Secure on https). |',
  '| `ACCOUNT_PUBLIC_URL` | the API\'s URL | Where browsers reach the API: the sign-in routes `/auth/auth0`, `/auth/auth0/callback`, `/auth/logout`. Set `NEXT_PUBLIC_AUTH_URL` to it and `NEXT_PUBLIC_LOGOUT_URL` to `{it}/auth/logout`. |',
  '| `ACCOUNT_APP_URL` | the web app\'s URL | The explorer\'s origin; sign-in returns only to paths on it. |',
  '| `ACCOUNT_LOGOUT_REDIRECT_URL` | `ACCOUNT_APP_URL` | Where logout ends (through the issuer\'s end-session endpoint when it has one). |',
  '| `ACCOUNT_COOKIE_DOMAIN` | (host only) | Cookie domain when the API is on a sibling subdomain of the explorer, e.g. `.example.org`. |',
  '| `ACCOUNT_SESSION_DAYS` | `30` | Session lifetime. |',
  '| `ACCOUNT_SMTP_URL`, `ACCOUNT_EMAIL_FROM` | (empty: mail goes to the log and the outbox table) | `smtp://user:pass@host:587` (or `smtps://…:465`) for confirmation and watch-list mail. |',
  '| `ACCOUNT_EMAIL_OUTBOX_LIMIT` | `10000` | The most mails the outbox table keeps; the oldest go first. |',
  '| `ACCOUNT_WATCHLIST_ADDRESSES_LIMIT` | `15` | Watch-list addresses per account (as Blockscout\'s variable); one more is refused with 422 "Max 15 watch list addresses per account". |',
  '| `ACCOUNT_PRIVATE_TAGS_LIMIT` | `2000` | Private address tags, and private transaction tags, per account (as Blockscout\'s variable). |',
  '| `ACCOUNT_API_KEYS_LIMIT`, `ACCOUNT_CUSTOM_ABIS_LIMIT`, `ACCOUNT_PUBLIC_TAGS_LIMIT` | `3`, `15`, `15` | API keys, custom ABIs and public tag requests per account (Blockscout\'s fixed limits); at most 50 each, as these lists are answered whole. The web app\'s API-keys page assumes 3. A custom ABI holds at most 1000 items and 256 kB of JSON. |',
  '| `ACCOUNT_LOCAL_OIDC`, `ACCOUNT_LOCAL_OIDC_PORT`, `ACCOUNT_DATA_DIR` | `true`, `4001`, `.data/account` | `npm start` only: the local provider, its port and where its users, keys and the secrets live. |',
  '',
  'Sign-in codes by email (`send_otp`) are limited to 3 per email in 10 minutes and, per client IP, 5 a minute and 20 an hour',
  '(429 beyond). The local provider locks a client IP out for 10 minutes after 10 failed passwords or codes. Behind a reverse',
  'proxy every client has the proxy\'s IP unless the API trusts it (Fastify `trustProxy`, not set by this API).',
  '',
  'Auth0: create a Regular Web Application, allowed callback `https://api.example.org/auth/auth0/callback`, allowed logout URL',
  '`https://explorer.example.org`; then `ACCOUNT_OIDC_ISSUER=https://YOUR_TENANT.auth0.com/`, the client id and secret.',
  'Keycloak: a confidential OpenID Connect client in a realm with the same redirect and post-logout URIs;',
  '`ACCOUNT_OIDC_ISSUER=https://keycloak.example.org/realms/REALM`.',
  '',
];

/** .env.example: every variable set to its default, with its description as a comment. */
export function renderEnvExample(): string {
  const lines = [ '# Frontend settings, read at run time. Generated by `npm run docs:envs`.', '' ];
  for (const [ group, items ] of groups()) {
    lines.push(`# --- ${ group } ---`);
    for (const item of items) {
      lines.push(`# ${ item.description }`, `${ item.name }=${ item.default.includes(' ') || item.default.includes('"') ? `'${ item.default }'` : item.default }`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
