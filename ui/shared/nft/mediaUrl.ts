/**
 * Which NFT media links may reach the page, and as what. Metadata is written by whoever
 * minted the token, so every link is checked here before it becomes an `src`:
 * - http(s) links as they are;
 * - `ipfs://` links through a public gateway;
 * - inline `data:image/(png|jpeg|gif|webp|svg+xml)` pictures, for `<img>` only (an SVG in an
 *   `<img>` cannot run script or load anything);
 * - nothing else (`javascript:`, `data:text/html`, relative paths, …).
 */
import type { TokenInstance } from 'types/api/token';

export const IPFS_GATEWAY = 'https://ipfs.io/ipfs/';

const INLINE_IMAGE_RE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)(;[a-z0-9=.+-]+)*,/i;
const VIDEO_EXTENSION_RE = /\.(mp4|m4v|webm|mov|ogv)$/i;

/** An http(s) or ipfs link as an absolute http(s) URL, else null. */
export function safeRemoteUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  const link = /^ipfs:\/\//i.test(trimmed) ? IPFS_GATEWAY + trimmed.slice('ipfs://'.length).replace(/^ipfs\//i, '') : trimmed;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** A link fit for `<img src>`: a remote one or an inline picture of an allowed type. */
export function safeImageSrc(value: unknown): string | null {
  if (typeof value === 'string' && INLINE_IMAGE_RE.test(value.trim())) return value.trim();
  return safeRemoteUrl(value);
}

/** A remote link fit for `<video src>`: only when the type or the file extension says video. */
export function safeVideoSrc(value: unknown, mediaType?: string | null): string | null {
  const url = safeRemoteUrl(value);
  if (!url) return null;
  if (mediaType && /^video\//i.test(mediaType)) return url;
  try {
    return VIDEO_EXTENSION_RE.test(new URL(url).pathname) ? url : null;
  } catch {
    return null;
  }
}

function metadataString(metadata: TokenInstance['metadata'], key: string): string | null {
  const value = metadata?.[key];
  return typeof value === 'string' ? value : null;
}

/**
 * The image and animation of an instance. The API's `image_url` first; when it is empty
 * (e.g. metadata with an inline `data:image/svg+xml` picture) the metadata's own `image` /
 * `image_url` field. The result still goes through {@link safeImageSrc} in `NftMedia`.
 */
export function instanceMedia(instance: Pick<TokenInstance, 'image_url' | 'animation_url' | 'metadata' | 'media_url' | 'media_type'>): {
  imageUrl: string | null;
  animationUrl: string | null;
  animationType: string | null;
} {
  const imageUrl = instance.image_url ?? metadataString(instance.metadata, 'image') ?? metadataString(instance.metadata, 'image_url');
  const animationUrl = instance.animation_url ?? metadataString(instance.metadata, 'animation_url');
  // `media_type` describes `media_url`, which is the animation when there is one.
  const animationType = animationUrl && instance.media_url === animationUrl ? instance.media_type : null;
  return { imageUrl, animationUrl, animationType };
}

/** The name an instance gives itself in its metadata, if any (untrusted text). */
export function instanceName(instance: Pick<TokenInstance, 'metadata'>): string | null {
  const name = metadataString(instance.metadata, 'name');
  return name && name.trim() ? name : null;
}
