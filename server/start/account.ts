/**
 * Accounts in the one-command start. With no issuer configured, a local OpenID Connect
 * provider (server/account/localProvider) is started on loopback and the API is pointed at
 * it; with ACCOUNT_OIDC_ISSUER (Auth0, Keycloak, …) that issuer is used and no local provider
 * runs. ACCOUNT_LOCAL_OIDC=false turns the default off (then accounts are off too). The
 * signing secret and the local client's secret are made once and kept in ACCOUNT_DATA_DIR.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { LocalProviderOptions } from '../account/localProvider/provider';
import { readSetting } from '../settings';

const LOCAL_CLIENT_ID = 'explorer';

export interface AccountStart {
  /** ACCOUNT_* variables for the API, on top of the operator's. */
  env: Record<string, string>;
  /** NEXT_PUBLIC_* variables of the account feature for the web app. */
  webEnv: Record<string, string>;
  localProvider: Omit<LocalProviderOptions, 'logger' | 'mailer'> | null;
}

interface StoredSecrets {
  secret: string;
  clientSecret: string;
  /** The operator's key of the review endpoints (`npm run admin`), API_SENSITIVE_ENDPOINTS_KEY. */
  adminKey: string;
}

export function defaultAccountDataDir(env: NodeJS.ProcessEnv): string {
  return path.resolve(readSetting(env, 'ACCOUNT_DATA_DIR'));
}

/** The secrets of this data directory, made on first use (and completed, for a directory of an older version). */
export function loadSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredSecrets> : {};
  const fresh = () => randomBytes(32).toString('base64url');
  const secrets = { secret: stored.secret ?? fresh(), clientSecret: stored.clientSecret ?? fresh(), adminKey: stored.adminKey ?? fresh() };
  if (JSON.stringify(secrets) !== JSON.stringify(stored)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}

/**
 * What the start adds for accounts, given where browsers reach the web app and the API.
 * Nothing when the API does not run here or accounts are turned off.
 */
export function planAccounts(env: NodeJS.ProcessEnv, options: { apiRole: boolean; webOrigin: string; apiPublicUrl: string }): AccountStart {
  const none: AccountStart = { env: {}, webEnv: {}, localProvider: null };
  const hasIssuer = Boolean(readSetting(env, 'ACCOUNT_OIDC_ISSUER'));
  if (!options.apiRole || (!hasIssuer && !readSetting(env, 'ACCOUNT_LOCAL_OIDC'))) return none;
  const dataDir = defaultAccountDataDir(env);
  const secrets = loadSecrets(dataDir);
  const publicUrl = readSetting(env, 'ACCOUNT_PUBLIC_URL') ?? options.apiPublicUrl;
  const appUrl = readSetting(env, 'ACCOUNT_APP_URL') ?? options.webOrigin;
  const accountEnv: Record<string, string> = {
    ACCOUNT_SECRET: readSetting(env, 'ACCOUNT_SECRET') ?? secrets.secret,
    ACCOUNT_PUBLIC_URL: publicUrl,
    ACCOUNT_APP_URL: appUrl,
    API_SENSITIVE_ENDPOINTS_KEY: readSetting(env, 'API_SENSITIVE_ENDPOINTS_KEY') ?? secrets.adminKey,
  };
  let localProvider: AccountStart['localProvider'] = null;
  if (!hasIssuer) {
    const port = readSetting(env, 'ACCOUNT_LOCAL_OIDC_PORT');
    Object.assign(accountEnv, {
      ACCOUNT_OIDC_ISSUER: `http://127.0.0.1:${ port }`,
      ACCOUNT_OIDC_CLIENT_ID: LOCAL_CLIENT_ID,
      ACCOUNT_OIDC_CLIENT_SECRET: secrets.clientSecret,
    });
    localProvider = {
      host: '127.0.0.1', port, dataDir: path.join(dataDir, 'local-oidc'),
      client: { clientId: LOCAL_CLIENT_ID, clientSecret: secrets.clientSecret, redirectUri: `${ publicUrl }/auth/auth0/callback`,
        postLogoutRedirectUri: readSetting(env, 'ACCOUNT_LOGOUT_REDIRECT_URL') ?? appUrl },
    };
  }
  return {
    env: accountEnv,
    webEnv: {
      NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED: 'true',
      NEXT_PUBLIC_AUTH_URL: publicUrl,
      NEXT_PUBLIC_LOGOUT_URL: `${ publicUrl }/auth/logout`,
      // The contracts-info and admin services this API serves (verified addresses, token info).
      NEXT_PUBLIC_CONTRACT_INFO_API_HOST: `${ publicUrl }/contracts-info`,
      NEXT_PUBLIC_ADMIN_SERVICE_API_HOST: `${ publicUrl }/admin`,
    },
    localProvider,
  };
}
