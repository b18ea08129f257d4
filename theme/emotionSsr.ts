/**
 * Chakra's styles come from emotion at render time. Left alone, emotion's server render puts
 * a `<style>` element in front of each styled element: ~90 style blocks spread through the
 * body of a page, each making the browser restyle the document while it parses, and moved
 * to the head again during hydration. Instead the server renders with a cache that only
 * collects the rules, and the document writes them once in the head, in the form emotion's
 * browser cache picks up as already inserted (`data-emotion="css <ids>"`).
 */
import createCache, { type EmotionCache } from '@emotion/cache';

/** Emotion's default key: the browser's default cache adopts style tags with this prefix. */
const KEY = 'css';

export interface StyleChunk {
  /** `css` for class rules, `css-global` for a `<Global>` block (rehydrated one by one). */
  key: string;
  ids: Array<string>;
  css: string;
}

/** A cache for one server render: `compat` makes emotion keep the rules instead of inlining them. */
export function createServerEmotionCache(): EmotionCache {
  const cache = createCache({ key: KEY });
  cache.compat = true;
  return cache;
}

/**
 * A rule can carry a value that came from outside (a colour, a URL); inside a `<style>`
 * element only `</style` could end it early, so that sequence is escaped (`\/` is `/` in CSS).
 */
const escapeForStyleElement = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The rules the page uses, as head `<style>` chunks: each global block on its own (its
 * component looks for it by name), then all class rules used in `html` in insertion order.
 */
export function collectStyleChunks(cache: EmotionCache, html: string): Array<StyleChunk> {
  const usedIds = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${ KEY }-([\\w-]+)`, 'g'))) usedIds.add(match[1]);

  const globals: Array<StyleChunk> = [];
  const classIds: Array<string> = [];
  let classCss = '';
  for (const [ id, rules ] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const isClass = cache.registered[`${ KEY }-${ id }`] !== undefined;
    if (!isClass) {
      globals.push({ key: `${ KEY }-global`, ids: [ id ], css: escapeForStyleElement(rules) });
    } else if (usedIds.has(id)) {
      classIds.push(id);
      classCss += rules;
    }
  }
  return classIds.length > 0 ? [ ...globals, { key: KEY, ids: classIds, css: escapeForStyleElement(classCss) } ] : globals;
}
