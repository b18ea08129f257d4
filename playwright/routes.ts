/** The app's page routes as URLs the stand-in API can serve, for specs that visit every page. */
import { PAGE_TITLES } from '../lib/metadata/titles';

import { STAND_IN_BLOCK } from './standIn/data';

/** A concrete URL for a route pattern of the title table (the stand-in knows block 1234). */
export function exampleUrl(pattern: string): string {
  return pattern
    .replace('[height_or_hash]', String(STAND_IN_BLOCK.height))
    .replace('[hash]', `0x${ '1'.repeat(40) }`)
    .replace('[id]', '1');
}

/** Every page route pattern: the title table covers each file under pages/ but the catch-all. */
export const PAGE_ROUTES = Object.keys(PAGE_TITLES);
