/**
 * TokenInstance (an NFT) and its list form (spec `TokenInstanceInList`, with
 * `token_type` and `value`).
 */
import type { AddressParam } from '../../../types/api/address';
import type { TokenInfo, TokenInstance, TokenType } from '../../../types/api/token';
import { safeImageUrl, safeMediaUrl } from './token';
import type { TokenInstanceRow } from '../../db/queries/tokenInstances';

/** A `token_instances` row as the serializer reads it. */
/** What an instance shows besides its row. */
export interface TokenInstanceContext {
  token: TokenInfo | null;
  /** Shown only for a unique instance (Blockscout); null otherwise. */
  owner: AddressParam | null;
  /** True for ERC-721; for ERC-1155 when one holder has the only item; null when not looked up. */
  isUnique: boolean | null;
  /** Items of NFT lists also carry the token type and the amount held. */
  listFields?: { tokenType: TokenType; value: string | null };
}

/** The metadata document as stored when it is a JSON object; anything else is null. */
function metadataObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : null;
}

/**
 * Serializes an instance. The metadata is untrusted data served as stored; its links
 * reach the client only through {@link safeMediaUrl} (http(s), ipfs → gateway) or, for
 * pictures, {@link safeImageUrl} (also inline `data:image/…`), so a `javascript:` or
 * `data:text/html` "image" can never become a link.
 */
export function serializeTokenInstance(row: TokenInstanceRow, context: TokenInstanceContext): TokenInstance {
  const isImage = typeof row.media_type === 'string' && row.media_type.toLowerCase().startsWith('image/');
  const mediaUrl = isImage ? safeImageUrl(row.media_url) : safeMediaUrl(row.media_url);
  const instance: TokenInstance = {
    id: row.token_id,
    token: context.token,
    owner: context.owner,
    metadata: metadataObject(row.metadata),
    image_url: safeImageUrl(row.image_url),
    animation_url: safeMediaUrl(row.animation_url),
    external_app_url: safeMediaUrl(row.external_url),
    media_url: mediaUrl,
    // A type without a usable link describes nothing the client can load.
    media_type: mediaUrl === null ? null : row.media_type,
    thumbnails: null,
    is_unique: context.isUnique,
  };
  if (context.listFields) {
    instance.token_type = context.listFields.tokenType;
    instance.value = context.listFields.value;
  }
  return instance;
}

/** A transfer row's `instance_*` columns as an instance row, or null without one. */
export function instanceOfTransfer(row: {
  token_contract_address_hash: string;
  instance_token_id?: string | null;
  instance_owner_address_hash?: string | null;
  instance_metadata?: unknown;
  instance_image_url?: string | null;
  instance_animation_url?: string | null;
  instance_external_url?: string | null;
  instance_media_url?: string | null;
  instance_media_type?: string | null;
}): TokenInstanceRow | null {
  if (row.instance_token_id === null || row.instance_token_id === undefined) return null;
  return {
    token_contract_address_hash: row.token_contract_address_hash,
    token_id: row.instance_token_id,
    owner_address_hash: row.instance_owner_address_hash ?? null,
    metadata: row.instance_metadata ?? null,
    image_url: row.instance_image_url ?? null,
    animation_url: row.instance_animation_url ?? null,
    external_url: row.instance_external_url ?? null,
    media_url: row.instance_media_url ?? null,
    media_type: row.instance_media_type ?? null,
  };
}
