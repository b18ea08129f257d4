import type { Page } from '@playwright/test';

/** React's hydration failures, by their production error numbers or their development text. */
const HYDRATION_ERROR = /Minified React error #(418|423|425)|Hydration failed|hydrat(ed|ion) .*(mismatch|didn't match)/i;

/**
 * Collects the hydration failures of every page `page` opens, each with its URL. A failure
 * means the first HTML and the browser's first render differ: something on screen jumps.
 */
export function watchHydration(page: Page): Array<string> {
  const failures: Array<string> = [];
  const record = (text: string) => {
    if (HYDRATION_ERROR.test(text)) failures.push(`${ page.url() }: ${ text.slice(0, 200) }`);
  };
  page.on('pageerror', (error) => record(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') record(message.text());
  });
  return failures;
}
