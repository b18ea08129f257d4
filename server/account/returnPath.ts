/**
 * Where sign-in returns: a path on the explorer itself, never another site. Anything that a
 * browser could read as another origin (`//host`, `/\host`, a scheme, control characters)
 * becomes the home page.
 */
const MAX_PATH_LENGTH = 2048;

export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PATH_LENGTH) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines from URLs, so `/\t/host` would become `//host`.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return '/';
  try {
    // Resolved against a throwaway origin: the path must stay on it.
    const url = new URL(raw, 'http://explorer.invalid');
    if (url.origin !== 'http://explorer.invalid') return '/';
    return `${ url.pathname }${ url.search }${ url.hash }`;
  } catch {
    return '/';
  }
}
