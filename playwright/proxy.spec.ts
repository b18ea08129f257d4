import { expect, test } from '@playwright/test';

/** The same-origin proxy the browser uses when NEXT_PUBLIC_USE_NEXT_JS_PROXY is on (proxy.ts maps /node-api onto our API routes). */
test.describe('the Next.js API proxy under /node-api/proxy', () => {
  test('forwards a request to the API and returns its body and status', async({ request }) => {
    const version = await request.get('/node-api/proxy/api/v2/config/backend-version');
    expect(version.status()).toBe(200);
    expect(await version.json()).toEqual({ backend_version: 'v0.1.0-stand-in' });

    const invalid = await request.get('/node-api/proxy/api/v2/transactions/0xnothex');
    expect(invalid.status()).toBe(422);
    expect(await invalid.json()).toEqual({ message: 'Invalid tx hash' });
  });

  test('passes a request body through and refuses paths outside /api/', async({ request }) => {
    const posted = await request.post('/node-api/proxy/api/account/v1/user/tags/address', { data: { name: 'x', address_hash: '0x0' } });
    expect(posted.status()).toBe(404);
    expect(await posted.json()).toEqual({ message: 'Not found' });

    const outside = await request.get('/node-api/proxy/config/featured-networks.json');
    expect(outside.status()).toBe(400);
    expect(await outside.json()).toEqual({ message: 'Only paths under /api/ can be proxied' });
  });
});
