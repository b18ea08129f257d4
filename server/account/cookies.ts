/**
 * Reading the Cookie header of a request. The same parsing as the frontend's `lib/cookies`
 * (the server imports nothing from the frontend but `types/`): pairs without a name or `=` are
 * skipped, the first of a repeated name wins (browsers send the most specific path first),
 * surrounding quotes are dropped and values are URI-decoded where they decode.
 */

/** A Cookie header (`a=1; b=two`) as a name → value record. */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!header) return result;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    if (!name || name in result) continue;
    result[name] = safeDecode(pair.slice(separator + 1).trim().replace(/^"(.*)"$/, '$1'));
  }
  return result;
}

/** Cookie `name` from a Cookie header; undefined when the header or the cookie is missing. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  return parseCookieHeader(header)[name];
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A cookie set by someone else may hold a stray '%'; keep it as written.
    return value;
  }
}
