/**
 * Requests the API tests make against one app (through `inject`): plain JSON, JSON checked
 * against the spec's 200 schema, and lists walked to their end through `next_page_params`
 * the way the frontend follows them (empty values dropped, spec §7).
 */
import type { FastifyInstance } from 'fastify';

import { createOpenApiValidator } from './openapi';

// Loose on purpose: each test reads the fields it checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = Record<string, any>;

/** Pages followed at most before a walk counts as endless. */
const MAX_PAGES = 200;
/** Browsers and proxies cut longer URLs; a cursor must keep the next page's URL below it. */
const MAX_URL_LENGTH = 2048;

/** `specPath`: the document answers are checked against (the default build's, or OPTIMISM_SPEC_PATH). */
export function createApiClient<Json extends object = AnyJson>(getApp: () => FastifyInstance, options: { specPath?: string } = {}) {
  const openapi = createOpenApiValidator(options.specPath);

  async function get(url: string, headers: Record<string, string> = {}): Promise<Json> {
    const response = await getApp().inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`GET ${ url }: ${ response.statusCode } ${ response.body }`);
    return response.json();
  }

  async function getValid(url: string, specPath: string, headers: Record<string, string> = {}): Promise<Json> {
    const body = await get(url, headers);
    expect({ url, errors: openapi.validate(specPath, body) }).toEqual({ url, errors: [] });
    return body;
  }

  /**
   * Follows `next_page_params` to the last page, each page checked against the spec, at most
   * 50 items, full when another follows; returns every item and the cursors seen.
   */
  async function walkPages(url: string, specPath: string): Promise<{ items: Array<Json>; cursors: Array<AnyJson> }> {
    const items: Array<Json> = [];
    const cursors: Array<AnyJson> = [];
    let params: AnyJson | null = {};
    for (let page = 0; params && page < MAX_PAGES; page++) {
      const query = new URLSearchParams(Object.entries(params).filter(([ , value ]) => value !== null && value !== '')
        .map(([ key, value ]) => [ key, String(value) ])).toString();
      const next = query ? `${ url }${ url.includes('?') ? '&' : '?' }${ query }` : url;
      expect(next.length).toBeLessThan(MAX_URL_LENGTH);
      const body = await getValid(next, specPath) as AnyJson;
      expect(body.items.length).toBeLessThanOrEqual(50);
      if (body.next_page_params) expect(body.items.length).toBe(50);
      items.push(...body.items);
      params = body.next_page_params;
      if (params) cursors.push(params);
    }
    expect(params).toBeNull();
    return { items, cursors };
  }

  /** {@link walkPages}, items only. */
  async function walk(url: string, specPath: string): Promise<Array<Json>> {
    return (await walkPages(url, specPath)).items;
  }

  return { get, getValid, walk, walkPages, openapi };
}
