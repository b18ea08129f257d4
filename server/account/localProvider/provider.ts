/**
 * A local OpenID Connect provider (`oidc-provider`) for the one-command start: visitors make
 * an account with email and password on its own page, with no outside service, and prove the
 * email with a code mailed to it (emailCodes.ts) before the first sign-in: the explorer joins
 * accounts on a verified email, so the provider vouches only for proved ones. It listens
 * on loopback, serves one client (the explorer's API) and keeps its users and signing keys
 * in the data directory. It is never started when a real issuer is configured.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import type { Logger } from '../../common/logger';
import { createAttemptLimiter } from '../attemptLimiter';
import type { Mailer } from '../mail';
import { EmailCodes } from './emailCodes';
import { LocalUserError, LocalUsers, type LocalUser } from './users';
import { MemoryAdapter } from './memoryAdapter';
import { renderCodePage, renderLoginPage, renderLogoutPage } from './pages';

export interface LocalProviderOptions {
  host: string;
  port: number;
  /** Users and keys live here. */
  dataDir: string;
  client: { clientId: string; clientSecret: string; redirectUri: string; postLogoutRedirectUri: string };
  logger: Logger;
  /** The explorer's mailer: it sends the codes that prove an email. */
  mailer: Mailer;
}

export interface LocalProvider {
  /** The issuer URL (what ACCOUNT_OIDC_ISSUER names). */
  issuer: string;
  close(): Promise<void>;
}

interface StoredKeys {
  jwk: Record<string, unknown>;
  cookieKeys: string[];
}

/** A wrong code: the code page again, with the message. */
class CodeError extends LocalUserError {
  constructor(message: string, readonly email: string) {
    super(message);
  }
}

const MAX_FORM_BYTES = 16 * 1024;
const SCOPES = 'openid email profile';
const HOUR_SECONDS = 60 * 60;
/** How long each kind of provider state lives, in seconds. */
const TTL = { Interaction: HOUR_SECONDS, Session: 14 * 24 * HOUR_SECONDS, Grant: 14 * 24 * HOUR_SECONDS,
  AccessToken: HOUR_SECONDS, AuthorizationCode: 60, IdToken: HOUR_SECONDS };

/**
 * oidc-provider names Node 22 as its runtime; it runs on our Node 20 (the tests show it) but
 * says so on import. That one line is held back; anything else it says passes through.
 */
async function importProvider() {
  /* eslint-disable no-console -- the one place that filters what a library prints */
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('Unsupported runtime')) warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
  /* eslint-enable no-console */
}

function loadKeys(dataDir: string): StoredKeys {
  const file = path.join(dataDir, 'keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StoredKeys;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keys: StoredKeys = {
    jwk: { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' },
    cookieKeys: [ randomBytes(32).toString('base64url') ],
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new LocalUserError('The form is too large.');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
  });
  response.end(html);
}

export async function startLocalProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  const Provider = await importProvider();
  const keys = loadKeys(options.dataDir);
  const users = new LocalUsers(options.dataDir);
  const codes = new EmailCodes(options.mailer);
  // Both per client (IP): a lock keyed by the email typed would lock its owner out as well.
  const limiter = createAttemptLimiter({ maxFailures: 10, windowMs: 10 * 60 * 1000 });
  const mails = createAttemptLimiter({ maxFailures: 5, windowMs: 10 * 60 * 1000 });
  const log = options.logger.child({ service: 'local-oidc' });
  const host = options.host.includes(':') ? `[${ options.host }]` : options.host;

  // Listen first: the issuer URL needs the port (0 picks one in tests).
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const issuer = `http://${ host }:${ (server.address() as AddressInfo).port }`;

  const provider = new Provider(issuer, {
    clients: [ {
      client_id: options.client.clientId,
      client_secret: options.client.clientSecret,
      redirect_uris: [ options.client.redirectUri ],
      post_logout_redirect_uris: [ options.client.postLogoutRedirectUri ],
      grant_types: [ 'authorization_code' ],
      response_types: [ 'code' ],
    } ],
    adapter: MemoryAdapter,
    ttl: TTL,
    jwks: { keys: [ keys.jwk ] },
    cookies: { keys: keys.cookieKeys },
    claims: { openid: [ 'sub' ], email: [ 'email', 'email_verified' ], profile: [ 'name', 'nickname' ] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: async(ctx, form) => {
        ctx.body = renderLogoutPage(form);
      } },
    },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${ interaction.uid }` },
    findAccount: async(_ctx, sub) => {
      const user = users.find(sub);
      if (!user) return undefined;
      return { accountId: sub, claims: async() => ({ sub, email: user.email, email_verified: user.emailVerified === true, name: user.name,
        nickname: user.name }) };
    },
    // The explorer is this provider's only client, so its sign-ins need no consent screen.
    loadExistingGrant: async(ctx) => {
      const oidc = ctx.oidc;
      const grantId = oidc.result?.consent?.grantId || oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
    renderError: async(ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderLoginPage({ uid: '', error: `Sign-in failed: ${ String(out.error_description ?? out.error) }` });
    },
  });
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'local provider error'));
  const providerHandler = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse, uid: string, action: string | undefined) {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new LocalUserError('This sign-in expired; start again from the explorer.');
    if (request.method === 'GET') {
      sendHtml(response, 200, renderLoginPage({ uid }));
      return;
    }
    const form = await readForm(request);
    const email = form.get('email') ?? '';
    const client = request.socket.remoteAddress ?? '';
    try {
      // Failures are never forgiven by a success: a guesser could sign in to their own account between guesses.
      if (!limiter.allowed(client)) throw new LocalUserError('Too many attempts; wait a few minutes and try again.');
      let user: LocalUser;
      if (action === 'verify') user = confirmEmail(uid, form.get('code') ?? '');
      else if (action === 'signup') user = await users.signUp({ email, name: form.get('name') ?? '', password: form.get('password') ?? '' });
      else user = await users.signIn(email, form.get('password') ?? '');
      if (!user.emailVerified) {
        if (!mails.allowed(client)) throw new LocalUserError('Too many codes mailed; wait a few minutes and try again.');
        mails.failed(client);
        await codes.send(uid, user);
        sendHtml(response, 200, renderCodePage({ uid, email: user.email }));
        return;
      }
      await provider.interactionFinished(request, response, { login: { accountId: user.sub } }, { mergeWithLastSubmission: false });
    } catch (error) {
      if (!(error instanceof LocalUserError)) throw error;
      limiter.failed(client);
      sendHtml(response, 422, error instanceof CodeError ? renderCodePage({ uid, email: error.email, error: error.message }) :
        renderLoginPage({ uid, error: error.message, email, mode: action === 'signup' ? 'signup' : 'signin' }));
    }
  }

  /** The user of sign-in `uid` whose mailed code this is, now with a verified email. */
  function confirmEmail(uid: string, code: string): LocalUser {
    const email = codes.emailOf(uid);
    const sub = codes.check(uid, code);
    if (sub) return users.markVerified(sub);
    if (email && codes.emailOf(uid)) throw new CodeError('Wrong or expired code.', email);
    throw new LocalUserError('This code expired or was tried too often: sign in again for a new one.');
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|signup|verify))?$/.exec((request.url ?? '').split('?')[0]);
    if (!match) {
      providerHandler(request, response);
      return;
    }
    interaction(request, response, match[1], match[2]).catch((error: unknown) => {
      const message = error instanceof LocalUserError ? error.message : 'This sign-in expired; start again from the explorer.';
      if (!(error instanceof LocalUserError)) log.info({ err: error }, 'interaction refused');
      if (!response.headersSent) sendHtml(response, 400, renderLoginPage({ uid: '', error: message }));
    });
  });

  log.info({ issuer }, 'local OpenID Connect provider listening');
  return {
    issuer,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
