/**
 * Sign-in with Ethereum (EIP-4361), GUIDE §9: `GET /siwe_message?address=` hands out a message
 * with a single-use nonce bound to the address; `POST /authenticate_via_wallet` checks the
 * message (domain, URI, statement, chain, nonce, expiry) and the wallet's signature, then starts a session
 * for that address. Signatures are checked as plain account (EOA) signatures.
 */
import { verifyMessage, type Hex } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';

import { ApiError } from '../http/errors';
import type { Queryable } from '../db';
import { takeSiweNonce } from '../db/queries/account/siweNonces';
import type { AccountConfig } from './config';

export const MESSAGE_TTL_MS = 10 * 60 * 1000;
const MAX_MESSAGE_LENGTH = 4096;
export const WALLET_ISSUER = 'siwe';
export const STATEMENT = 'Sign in to the explorer with your wallet.';

/** The host the messages name; none while the feature is off (there is no app URL then). */
export function domainOf(config: AccountConfig): string {
  return config.enabled ? new URL(config.appUrl).host : '';
}

/**
 * 422 unless the message names this explorer as `siwe_message` wrote it: its domain, its URI
 * and our statement. A message signed for another site (a phishing page reusing our nonce)
 * must not sign in here.
 */
function requireOwnMessage(config: AccountConfig, fields: ReturnType<typeof parseSiweMessage>): void {
  const issuer = 'the explorer that issued the message';
  const errors: Record<string, string[]> = {};
  if (fields.domain !== domainOf(config)) errors.domain = [ `must be ${ domainOf(config) }, ${ issuer }` ];
  if (fields.uri !== config.appUrl) errors.uri = [ `must be ${ config.appUrl }, ${ issuer }` ];
  if (fields.statement !== STATEMENT) errors.statement = [ `must be "${ STATEMENT }"` ];
  const message = 'The message was not issued by this explorer';
  if (Object.keys(errors).length > 0) throw new ApiError(422, message, { message, errors });
}

/**
 * Checks a `{message, signature}` body: a message this explorer issued (domain, URI, statement,
 * nonce, chain, expiry) signed by the address it names. Resolves to that address, lower-cased,
 * or null; 422 for a malformed body or a message naming another site. The nonce is spent by
 * the first try that names this explorer, right or wrong.
 */
export async function verifySignedMessage(db: Queryable, config: AccountConfig, body: unknown): Promise<string | null> {
  const { message: rawMessage, signature: rawSignature } = (body && typeof body === 'object' ? body : {}) as { message?: unknown; signature?: unknown };
  const message = typeof rawMessage === 'string' && rawMessage.length <= MAX_MESSAGE_LENGTH ? rawMessage : null;
  const signature = typeof rawSignature === 'string' && /^0x[0-9a-fA-F]+$/.test(rawSignature) ? rawSignature as Hex : null;
  if (!message || !signature) {
    throw new ApiError(422, 'Invalid body', { errors: { ...!message ? { message: [ 'is invalid' ] } : {}, ...!signature ? { signature: [ 'is invalid' ] } : {} } });
  }
  const fields = parseSiweMessage(message);
  if (!fields.address || !fields.nonce) throw new ApiError(422, 'Invalid message', { errors: { message: [ 'is not a sign-in message' ] } });
  requireOwnMessage(config, fields);
  const issuedFor = await takeSiweNonce(db, fields.nonce);
  const valid = issuedFor !== null && issuedFor === fields.address.toLowerCase() &&
    validateSiweMessage({ message: fields, domain: domainOf(config), nonce: fields.nonce, time: new Date() }) && fields.chainId === config.chainId &&
    await verifyMessage({ address: fields.address, message, signature }).catch(() => false);
  return valid ? fields.address.toLowerCase() : null;
}
