/**
 * A guess of the media type behind a token's image or animation URL, from the
 * `data:` media type or the file extension. It is only a hint for the frontend
 * (which player to use); the media itself is never fetched by the indexer.
 */
import { dataUriMimeType } from './dataUri';

/** A Map, not an object: an extension such as `constructor` must not hit the prototype. */
const BY_EXTENSION = new Map<string, string>([
  [ 'png', 'image/png' ],
  [ 'apng', 'image/apng' ],
  [ 'jpg', 'image/jpeg' ],
  [ 'jpeg', 'image/jpeg' ],
  [ 'gif', 'image/gif' ],
  [ 'webp', 'image/webp' ],
  [ 'avif', 'image/avif' ],
  [ 'bmp', 'image/bmp' ],
  [ 'svg', 'image/svg+xml' ],
  [ 'mp4', 'video/mp4' ],
  [ 'm4v', 'video/mp4' ],
  [ 'webm', 'video/webm' ],
  [ 'mov', 'video/quicktime' ],
  [ 'ogv', 'video/ogg' ],
  [ 'mp3', 'audio/mpeg' ],
  [ 'wav', 'audio/wav' ],
  [ 'ogg', 'audio/ogg' ],
  [ 'oga', 'audio/ogg' ],
  [ 'flac', 'audio/flac' ],
  [ 'm4a', 'audio/mp4' ],
  [ 'glb', 'model/gltf-binary' ],
  [ 'gltf', 'model/gltf+json' ],
  [ 'html', 'text/html' ],
  [ 'htm', 'text/html' ],
]);

/** type/subtype only; anything else in a data: header is not trusted as a type. */
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/**
 * Media type of `url`: the media type of a `data:` URI, else the one its path's
 * extension suggests (`.svg` → `image/svg+xml`, `.glb` → `model/gltf-binary`, …);
 * null when unknown.
 */
export function guessMediaType(url: string): string | null {
  const dataMime = dataUriMimeType(url);
  if (dataMime !== null) return MIME.test(dataMime) ? dataMime : null;
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  const extension = /\.([A-Za-z0-9]+)$/.exec(pathname)?.[1].toLowerCase();
  return extension === undefined ? null : BY_EXTENSION.get(extension) ?? null;
}

/** True for image, video, audio and 3-D model types: what may be shown as a token's media. */
export function isMediaType(mimeType: string | null): boolean {
  return mimeType !== null && /^(image|video|audio|model)\//.test(mimeType);
}
