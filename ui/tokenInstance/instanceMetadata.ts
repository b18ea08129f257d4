/**
 * Reading an NFT's metadata document, which its minter wrote freely: every field may be
 * missing or of any type. Values come out as plain strings, to be rendered as text.
 */
import type { TokenInstance } from 'types/api/token';

export interface InstanceAttribute {
  trait: string | null;
  value: string;
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** `description` as text, or null. */
export function instanceDescription(metadata: TokenInstance['metadata']): string | null {
  const text = asText(metadata?.description);
  return text && text.trim() ? text : null;
}

/**
 * The `attributes` (OpenSea style `{ trait_type, value }`, or bare values) as trait/value
 * pairs; anything else in the list is skipped. Objects as values are shown as JSON text.
 */
export function instanceAttributes(metadata: TokenInstance['metadata']): Array<InstanceAttribute> {
  const list = metadata?.attributes;
  if (!Array.isArray(list)) return [];
  const result: Array<InstanceAttribute> = [];
  for (const item of list) {
    const bare = asText(item);
    if (bare !== null) {
      result.push({ trait: null, value: bare });
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const raw = record.value;
    const value = asText(raw) ?? (raw !== undefined && raw !== null ? JSON.stringify(raw) : null);
    if (value === null) continue;
    result.push({ trait: asText(record.trait_type) ?? asText(record.key), value });
  }
  return result;
}

/** The whole document, pretty-printed, for the raw view. */
export function rawMetadata(metadata: TokenInstance['metadata']): string | null {
  return metadata ? JSON.stringify(metadata, null, 2) : null;
}
