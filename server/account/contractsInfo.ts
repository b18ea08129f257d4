/**
 * The contracts-info service (GUIDE §8), served by this API under `/contracts-info`:
 * - verified addresses: a signed-in user proves that a contract is theirs by signing a
 *   message with its creator's or its `owner()`'s key (`:prepare` hands out the message,
 *   `:verify` checks the signature), then lists what they verified;
 * - token infos: what the admin approved for a token (icon, project, links), public.
 * The session comes from the cookie or, as the spec's frontend sends it, `Authorization`.
 */
import type { FastifyRequest } from 'fastify';
import { getAddress, parseAbi } from 'viem';

import { ApiError } from '../http/errors';
import type { AccountConfig } from './config';
import type { Queryable } from '../db';
import { requireCsrf, sessionOf } from './requestSession';
import { findSession } from './session';
import { DISABLED_MESSAGE } from './config';

export const OWNER_ABI = parseAbi([ 'function owner() view returns (address)' ]);
export const MESSAGE_TTL_MS = 60 * 60 * 1000;

export const TOKEN_INFO_LINK_FIELDS = [ 'docs', 'github', 'telegram', 'linkedin', 'discord', 'slack', 'twitter', 'openSea', 'facebook', 'medium',
  'reddit', 'support' ] as const;
export const TOKEN_INFO_TICKER_FIELDS = [ 'coinMarketCapTicker', 'coinGeckoTicker', 'defiLlamaTicker' ] as const;

/**
 * The session's user from the Authorization header or the cookie; 401 without one. A
 * mutation authenticated by the cookie alone needs the CSRF token, as on the account API.
 */
export async function serviceUser(request: FastifyRequest, db: Queryable, config: AccountConfig): Promise<number> {
  if (!config.enabled) throw new ApiError(404, DISABLED_MESSAGE);
  const header = request.headers.authorization?.replace(/^Bearer\s+/i, '');
  if (header) {
    const session = await findSession(db, config, header);
    if (!session) throw new ApiError(401, 'Unauthorized');
    return session.userId;
  }
  await requireCsrf(db, config, request);
  const session = await sessionOf(db, config, request);
  if (!session) throw new ApiError(401, 'Unauthorized');
  return session.userId;
}

/** The message to sign: names the explorer, the address and when, so it cannot be replayed elsewhere or later. */
export function signingMessage(host: string, address: string, issuedAt: Date): string {
  return `[${ host }] [${ issuedAt.toISOString() }] I, hereby verify that I am the owner/creator of the address [${ getAddress(address) }]`;
}

export function readMessage(message: string, host: string): { address: string; issuedAt: Date } | null {
  const match = /^\[([^\]]+)\] \[([^\]]+)\] I, hereby verify that I am the owner\/creator of the address \[(0x[0-9a-fA-F]{40})\]$/.exec(message);
  if (!match || match[1] !== host) return null;
  const issuedAt = new Date(match[2]);
  return Number.isNaN(issuedAt.getTime()) ? null : { address: match[3].toLowerCase(), issuedAt };
}
