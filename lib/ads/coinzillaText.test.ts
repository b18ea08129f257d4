import { parseTextAd } from './coinzillaText';

describe('parseTextAd', () => {
  const ad = { name: 'DEX', description_short: 'Swap', url: 'https://dex.example.org', cta_button: 'Try it',
    thumbnail: 'https://cdn.example.org/t.png', impressionUrl: 'https://ads.example.org/i?1' };

  it('keeps the strings and the http(s) links of an ad', () => {
    expect(parseTextAd({ ad })).toEqual({ name: 'DEX', description: 'Swap', url: 'https://dex.example.org', cta: 'Try it',
      thumbnail: 'https://cdn.example.org/t.png', impressionUrl: 'https://ads.example.org/i?1' });
  });

  it('refuses an ad whose link is not http(s), and drops images and pings that are not', () => {
    expect(parseTextAd({ ad: { ...ad, url: 'javascript:alert(1)' } })).toBeNull();
    expect(parseTextAd({ ad: { ...ad, thumbnail: 'data:image/svg+xml,<svg onload=alert(1)>', impressionUrl: 'javascript:x' } }))
      .toMatchObject({ thumbnail: null, impressionUrl: null });
  });

  it('answers null for no ad, and clips what is too long', () => {
    expect(parseTextAd({})).toBeNull();
    expect(parseTextAd(null)).toBeNull();
    expect(parseTextAd({ ad: { ...ad, name: 'x'.repeat(500), cta_button: '' } })).toMatchObject({ name: 'x'.repeat(100), cta: 'Learn more' });
  });
});
