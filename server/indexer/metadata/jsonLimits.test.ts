/** @jest-environment node */
import { jsonDepthExceeds, toStorableJson, toStorableText } from './jsonLimits';

describe('metadata JSON limits', () => {
  it('finds nesting past the limit without parsing, and ignores brackets inside strings', () => {
    expect(jsonDepthExceeds(`${ '['.repeat(200_000) }${ ']'.repeat(200_000) }`)).toBe(true);
    expect(jsonDepthExceeds('{"attributes":[{"trait_type":"a","value":[1,2]}]}')).toBe(false);
    expect(jsonDepthExceeds(`{"name":"${ '['.repeat(100) }"}`)).toBe(false);
    expect(jsonDepthExceeds(`{"name":"\\"${ '{'.repeat(100) }"}`)).toBe(false);
    expect(jsonDepthExceeds(`${ '['.repeat(64) }${ ']'.repeat(64) }`)).toBe(false);
    expect(jsonDepthExceeds(`${ '['.repeat(65) }${ ']'.repeat(65) }`)).toBe(true);
  });

  it('drops NUL and replaces unpaired surrogates, keeping pairs (emoji) intact', () => {
    expect(toStorableText('a\u0000b')).toBe('ab');
    expect(toStorableText('x\ud800y\udc00z')).toBe('x\uFFFDy\uFFFDz');
    expect(toStorableText('😀 ok')).toBe('😀 ok');
  });

  it('cleans keys and values at every level, and keeps "__proto__" a plain key', () => {
    const cleaned = toStorableJson(JSON.parse('{"a\\u0000":["\\u0000",{"b":"\\ud800"}],"__proto__":{"polluted":true}}')) as Record<string, unknown>;
    expect(cleaned).toEqual({ a: [ '', { b: '\uFFFD' } ], ['__proto__']: { polluted: true } });
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
