/**
 * Run-time environment access.
 *
 * On the server the values come from `process.env` at request time; in the browser they come
 * from `window.__ENVS__`, which `pages/_document.tsx` writes into every HTML page. Names are
 * read dynamically (never `process.env.NEXT_PUBLIC_X` literally) so the bundler cannot inline
 * build-time values: one build serves any network.
 */
import { ENV_NAMES, type EnvName } from './envNames';

export type EnvRecord = Partial<Record<string, string | undefined>>;

declare global {
  interface Window {
    __ENVS__?: EnvRecord;
  }
}

export function readEnvRecord(): EnvRecord {
  if (typeof window !== 'undefined') {
    return window.__ENVS__ ?? {};
  }
  return process.env;
}

/** The known variables that are set, ready to be serialised into the page for the browser. */
export function pickBrowserEnvs(source: EnvRecord = process.env): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of ENV_NAMES) {
    const value = source[name];
    if (value !== undefined && value !== '') {
      result[name] = value;
    }
  }
  return result;
}

export type { EnvName };
