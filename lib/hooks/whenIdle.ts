/**
 * Runs `callback` at the browser's first idle moment (at the latest after `timeoutMs`), so work
 * that is not the page's own (ads, the error monitor) waits for the page; returns a cancel.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, Math.min(timeoutMs, 500));
  return () => clearTimeout(timer);
}
