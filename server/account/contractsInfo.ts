/**
 * The contracts-info service (GUIDE §8), served by this API under `/contracts-info`:
 * - verified addresses: a signed-in user proves that a contract is theirs by signing a
 *   message with its creator's or its `owner()`'s key (`:prepare` hands out the message,
 *   `:verify` checks the signature), then lists what they verified;
 * - token infos: what the admin approved for a token (icon, project, links), public.
 * The session comes from the cookie or, as the spec's frontend sends it, `Authorization`.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { decodeFunctionResult, encodeFunctionData, getAddress, parseAbi, recoverMessageAddress, type Address, type Hex } from 'viem';

import type { TokenInfoExtra, VerifiedAddress } from '../../types/api/contractInfo';
import { ADDRESS_HASH_PATTERN } from '../../types/hashes';
import { ApiError } from '../api/errors';
import type { NodeClient } from '../api/lib/node';
import type { AccountConfig } from './config';
import type { Queryable } from '../db';
import { requireCsrf, sessionOf } from './requestSession';
import { findSession } from './session';
import { DISABLED_MESSAGE } from './routes';

const OWNER_ABI = parseAbi([ 'function owner() view returns (address)' ]);
const MESSAGE_TTL_MS = 60 * 60 * 1000;

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

function readMessage(message: string, host: string): { address: string; issuedAt: Date } | null {
  const match = /^\[([^\]]+)\] \[([^\]]+)\] I, hereby verify that I am the owner\/creator of the address \[(0x[0-9a-fA-F]{40})\]$/.exec(message);
  if (!match || match[1] !== host) return null;
  const issuedAt = new Date(match[2]);
  return Number.isNaN(issuedAt.getTime()) ? null : { address: match[3].toLowerCase(), issuedAt };
}

export const contractsInfoRoutes: FastifyPluginAsync<{ config: AccountConfig; node: NodeClient }> = async(app, { config, node }) => {
  const db = app.db;
  const host = config.enabled ? new URL(config.appUrl).host : '';
  const chainPath = (path: string) => `/api/v1/chains/:chainId${ path }`;

  /** Who may sign for the contract: its creator and, when it has one, its owner(); null when it is no contract. */
  async function signers(address: string, client: string): Promise<{ creator: string | null; owner: string | null; verified: boolean } | null> {
    const [ row ] = await db.query<{ creator: string | null; has_code: boolean; verified: boolean }>(
      `SELECT a.creator_address_hash AS creator, a.contract_code IS NOT NULL AND a.contract_code <> '0x' AS has_code,
         EXISTS (SELECT 1 FROM smart_contracts sc WHERE sc.address_hash = a.hash) AS verified
       FROM addresses a WHERE a.hash = $1`, [ address ]);
    if (!row?.has_code) return null;
    let owner: string | null = null;
    const result = await node.call({ to: address as Address, data: encodeFunctionData({ abi: OWNER_ABI, functionName: 'owner' }) }, client).catch(() => null);
    if (result?.ok && result.data.length === 66) owner = (decodeFunctionResult({ abi: OWNER_ABI, functionName: 'owner', data: result.data }) as string).toLowerCase();
    return { creator: row.creator, owner, verified: row.verified };
  }

  const status = (name: string, result?: object) => ({ status: name, ...result ? { result } : {} });

  app.get(chainPath('/verified-addresses'), async(request): Promise<{ verifiedAddresses: VerifiedAddress[] }> => {
    const userId = await serviceUser(request, db, config);
    const rows = await db.query<{ address_hash: string; verified_at: Date; name: string | null; symbol: string | null }>(
      `SELECT v.address_hash, v.verified_at, k.name, k.symbol FROM account_verified_addresses v
       LEFT JOIN tokens k ON k.contract_address_hash = v.address_hash WHERE v.user_id = $1 ORDER BY v.verified_at DESC`, [ userId ]);
    return { verifiedAddresses: rows.map((row) => ({ userId: String(userId), chainId: String(config.chainId), contractAddress: getAddress(row.address_hash),
      verifiedDate: new Date(row.verified_at).toISOString(), metadata: { tokenName: row.name, tokenSymbol: row.symbol } })) };
  });

  app.post(chainPath('/verified-addresses::prepare'), async(request) => {
    const userId = await serviceUser(request, db, config);
    const raw = String((request.body as { contractAddress?: unknown } | undefined)?.contractAddress ?? '');
    if (!ADDRESS_HASH_PATTERN.test(raw)) return status('INVALID_ADDRESS_ERROR');
    const address = raw.toLowerCase();
    const [ taken ] = await db.query<{ user_id: number }>('SELECT user_id FROM account_verified_addresses WHERE address_hash = $1', [ address ]);
    if (taken) return status(Number(taken.user_id) === userId ? 'IS_OWNER_ERROR' : 'OWNERSHIP_VERIFIED_ERROR');
    const who = await signers(address, request.ip);
    if (!who) return status('INVALID_ADDRESS_ERROR');
    if (!who.verified) return status('SOURCE_CODE_NOT_VERIFIED_ERROR');
    return status('SUCCESS', { signingMessage: signingMessage(host, address, new Date()),
      contractCreator: who.creator ? getAddress(who.creator) : null, contractOwner: who.owner ? getAddress(who.owner) : null });
  });

  app.post(chainPath('/verified-addresses::verify'), async(request) => {
    const userId = await serviceUser(request, db, config);
    const body = (request.body ?? {}) as { contractAddress?: unknown; message?: unknown; signature?: unknown };
    const message = typeof body.message === 'string' ? readMessage(body.message, host) : null;
    if (!message || String(body.contractAddress ?? '').toLowerCase() !== message.address) return status('INVALID_SIGNER_ERROR');
    if (Date.now() - message.issuedAt.getTime() > MESSAGE_TTL_MS) return status('VALIDITY_EXPIRED_ERROR');
    const signature = typeof body.signature === 'string' && /^0x[0-9a-fA-F]{130}$/.test(body.signature) ? body.signature as Hex : null;
    const signer = signature ? (await recoverMessageAddress({ message: body.message as string, signature }).catch(() => null))?.toLowerCase() : null;
    const who = await signers(message.address, request.ip).catch(() => null);
    if (!signer || !who || (signer !== who.creator && signer !== who.owner)) {
      return status('INVALID_SIGNER_ERROR', { signer: signer ? getAddress(signer) : null, validAddresses: [ who?.creator, who?.owner ].filter(Boolean) });
    }
    const inserted = await db.query('INSERT INTO account_verified_addresses (address_hash, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id',
      [ message.address, userId ]);
    if (inserted.length === 0) return status('OWNERSHIP_VERIFIED_ERROR');
    return status('SUCCESS', { verifiedAddress: { userId: String(userId), chainId: String(config.chainId), contractAddress: getAddress(message.address),
      verifiedDate: new Date().toISOString(), metadata: { tokenName: null, tokenSymbol: null } } });
  });

  app.get<{ Params: { hash: string } }>(chainPath('/token-infos/:hash'), async(request): Promise<TokenInfoExtra> => {
    const hash = request.params.hash.toLowerCase();
    const [ row ] = ADDRESS_HASH_PATTERN.test(hash) ?
      await db.query<{ fields: Record<string, string | null> }>('SELECT fields FROM token_infos WHERE token_address = $1', [ hash ]) : [];
    const fields = row?.fields ?? {};
    const text = (name: string) => fields[name] ?? null;
    return {
      tokenAddress: row ? getAddress(hash) : '',
      chainId: String(config.chainId),
      projectName: text('projectName'), projectWebsite: text('projectWebsite') ?? '', projectEmail: text('projectEmail') ?? '',
      projectSector: text('projectSector'), projectDescription: text('projectDescription') ?? '', iconUrl: text('iconUrl') ?? '',
      tokenName: text('tokenName'), tokenSymbol: text('tokenSymbol'),
      ...Object.fromEntries(TOKEN_INFO_LINK_FIELDS.map((name) => [ name, text(name) ])),
      ...Object.fromEntries(TOKEN_INFO_TICKER_FIELDS.map((name) => [ name, text(name) ])),
    } as TokenInfoExtra;
  });
};
