/**
 * Sign-in through any OpenID Connect issuer (Auth0, Keycloak, Google, the local provider):
 * the authorization-code flow with PKCE, by `openid-client`. `/auth/auth0?path=` starts it
 * (Blockscout's path), `/auth/auth0/callback` finishes it, `/auth/logout` ends the session
 * (routes/auth/index.ts; the account API's logout paths call the same).
 * The flow's secrets (PKCE verifier, state, nonce, return path) wait in a short-lived signed
 * cookie, so any API process can finish what another began.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as OidcClient from 'openid-client';

import type { Logger } from '../common/logger';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import type { AccountConfig, OidcClientConfig } from './config';
import { readCookie } from './cookies';
import { DISABLED_MESSAGE } from './config';
import {
  clearedSessionCookie, cookieHeader, createSession, deleteSession, findSession, SESSION_COOKIE, sessionCookie, signValue, unsignValue,
} from './session';
import { upsertUser } from '../db/queries/account/users';
import { safeReturnPath } from './returnPath';

const FLOW_COOKIE = '_explorer_auth';
const FLOW_TTL_SECONDS = 600;
const CALLBACK_PATH = '/auth/auth0/callback';

interface FlowState {
  verifier: string;
  state: string;
  nonce: string;
  path: string;
}

type Client = typeof OidcClient;

/** openid-client is an ES module: loaded once, on the first sign-in. */
let clientModule: Promise<Client> | undefined;
function loadClient(): Promise<Client> {
  clientModule ??= import('openid-client');
  return clientModule;
}

/** The issuer's configuration, discovered once; a failed discovery is tried again next time. */
function issuerConfiguration(oidc: OidcClientConfig) {
  let pending: Promise<OidcClient.Configuration> | undefined;
  return async(): Promise<OidcClient.Configuration> => {
    pending ??= (async() => {
      const client = await loadClient();
      return client.discovery(new URL(oidc.issuer), oidc.clientId, oidc.clientSecret, undefined,
        oidc.allowInsecure ? { execute: [ client.allowInsecureRequests ] } : undefined);
    })().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * What the visitor and the log are told when discovery fails. openid-client refuses metadata
 * whose `issuer` differs from the URL it was given, even by host name (127.0.0.1 against
 * localhost): that is a setting to fix, not an outage, so it is named with the fix.
 */
function discoveryFailure(error: unknown, configured: string): { message: string; announced?: string } {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { attribute?: unknown; body?: { issuer?: unknown } } };
  const announced = cause?.body?.issuer;
  if (code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED' && cause?.attribute === 'issuer' && typeof announced === 'string') {
    return { announced,
      message: `The sign-in service announces itself as ${ announced }, not ${ configured }: set ACCOUNT_OIDC_ISSUER to ${ announced }` };
  }
  return { message: 'The sign-in service is unreachable; try again later.' };
}

function readFlow(request: FastifyRequest, secret: string): FlowState | null {
  const raw = readCookie(request.headers.cookie, FLOW_COOKIE);
  const value = raw ? unsignValue(raw, secret) : null;
  if (!value) return null;
  try {
    const flow = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as FlowState;
    return typeof flow.verifier === 'string' && typeof flow.state === 'string' && typeof flow.path === 'string' ? flow : null;
  } catch {
    return null;
  }
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 256) : null;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export interface OidcLogin {
  /** `/auth/auth0?path=`: to the issuer, with the flow's secrets in a cookie. */
  start: Handler;
  /** `/auth/auth0/callback`: the issuer's answer becomes a session. */
  callback: Handler;
  /** Ends the session (and the issuer's, when it has an end-session endpoint). */
  logout: Handler;
}

export function createOidcLogin({ db, config, logger }: { db: Queryable; config: AccountConfig; logger: Logger }): OidcLogin {
  const oidc = config.oidc;
  const configuration = oidc ? issuerConfiguration(oidc) : null;
  const redirectUri = `${ config.publicUrl }${ CALLBACK_PATH }`;
  const log = logger.child({ service: 'account' });

  const requireOidc = () => {
    if (!config.enabled) throw new ApiError(404, DISABLED_MESSAGE);
    if (!oidc || !configuration) throw new ApiError(404, 'Sign-in through an OpenID Connect issuer is not configured');
    return { oidc, configuration };
  };
  const failed = (reply: FastifyReply, reason: string) =>
    reply.redirect(`${ config.appUrl }/login?error=${ encodeURIComponent(reason) }`);

  const start: Handler = async(request, reply) => {
    const { oidc: issuer, configuration: discover } = requireOidc();
    const client = await loadClient();
    let server: OidcClient.Configuration;
    try {
      server = await discover();
    } catch (error) {
      const { message, announced } = discoveryFailure(error, issuer.issuer);
      if (announced) {
        log.warn({ issuer: issuer.issuer, announced }, message);
      } else {
        log.warn({ issuer: issuer.issuer, err: error }, 'the OpenID Connect issuer did not answer');
      }
      return failed(reply, message);
    }
    const flow: FlowState = {
      verifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
      path: safeReturnPath((request.query as { path?: string }).path),
    };
    const url = client.buildAuthorizationUrl(server, {
      redirect_uri: redirectUri,
      scope: issuer.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    const value = signValue(Buffer.from(JSON.stringify(flow)).toString('base64url'), config.secret);
    reply.header('set-cookie', cookieHeader(config, FLOW_COOKIE, encodeURIComponent(value), { maxAgeSeconds: FLOW_TTL_SECONDS, path: '/auth' }));
    return reply.redirect(url.href);
  };

  const callback: Handler = async(request, reply) => {
    const { oidc: issuer, configuration: discover } = requireOidc();
    const flow = readFlow(request, config.secret);
    const clearFlow = cookieHeader(config, FLOW_COOKIE, '', { maxAgeSeconds: 0, path: '/auth' });
    if (!flow) {
      reply.header('set-cookie', clearFlow);
      return failed(reply, 'The sign-in took too long or was started elsewhere; please sign in again.');
    }
    const client = await loadClient();
    let identity;
    let idToken: string | null = null;
    try {
      const server = await discover();
      const tokens = await client.authorizationCodeGrant(server, new URL(request.url, config.publicUrl), {
        pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      idToken = tokens.id_token ?? null;
      let profile: Record<string, unknown> = claims;
      // Many issuers keep email and name out of the ID token: ask the userinfo endpoint.
      if (!claims.email && tokens.access_token) {
        profile = { ...claims, ...await client.fetchUserInfo(server, tokens.access_token, claims.sub) };
      }
      identity = {
        issuer: issuer.issuer,
        subject: claims.sub,
        email: stringClaim(profile.email),
        // Only a literal true: the explorer joins accounts on verified emails (emailLogin.ts).
        emailVerified: profile.email_verified === true,
        name: stringClaim(profile.name),
        nickname: stringClaim(profile.nickname) ?? stringClaim(profile.preferred_username),
        avatar: stringClaim(profile.picture),
      };
    } catch (error) {
      log.warn({ err: error }, 'an OpenID Connect sign-in failed');
      reply.header('set-cookie', clearFlow);
      return failed(reply, 'The sign-in could not be completed; please try again.');
    }
    const user = await upsertUser(db, identity);
    const session = await createSession(db, config, user.id, idToken);
    reply.header('set-cookie', [ clearFlow, sessionCookie(config, session) ]);
    // Blockscout sends a user whose issuer has not confirmed the email to this page first.
    const target = user.email && !user.email_verified ? '/auth/unverified-email' : flow.path;
    return reply.redirect(`${ config.appUrl }${ target }`);
  };

  const logout: Handler = async(request, reply) => {
    if (!config.enabled) throw new ApiError(404, DISABLED_MESSAGE);
    const cookie = readCookie(request.headers.cookie, SESSION_COOKIE);
    const session = await findSession(db, config, cookie);
    await deleteSession(db, config, cookie);
    reply.header('set-cookie', clearedSessionCookie(config));
    let target = config.logoutRedirectUrl;
    if (configuration && session?.idToken) {
      try {
        const client = await loadClient();
        const server = await configuration();
        if (server.serverMetadata().end_session_endpoint) {
          target = client.buildEndSessionUrl(server, { post_logout_redirect_uri: config.logoutRedirectUrl, id_token_hint: session.idToken }).href;
        }
      } catch {
        // The issuer is away: our session is gone anyway.
      }
    }
    return reply.redirect(target);
  };
  return { start, callback, logout };
}
