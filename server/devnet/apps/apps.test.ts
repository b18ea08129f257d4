/** @jest-environment node */
// The devnet's marketplace over HTTP: the sample list, the faucet page and its drips on a
// real devnet node (automine), refusals with their statuses.
import { formatEther, type Hash } from 'viem';

import { deriveDevnetAccounts } from '../accounts';
import { createMetadataServer, type MetadataServer } from '../metadataServer';
import { createDevnet, type Devnet } from '../node';
import { createFaucet } from './faucet';
import { FAUCET_APP_ID } from './sampleApps';

describe('devnet marketplace', () => {
  let devnet: Devnet;
  let server: MetadataServer;
  const faucetAccount = deriveDevnetAccounts(21)[20];
  // An address nobody has used: its balance is exactly what the faucet sent.
  const visitor = '0x00000000000000000000000000000000000fa0c3';

  beforeAll(async() => {
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0, reservedAccounts: [ faucetAccount ] });
    const faucet = createFaucet({ provider: devnet.provider, account: faucetAccount, chainId: devnet.chainId });
    server = await createMetadataServer({ port: 0, faucet });
  }, 60_000);

  afterAll(async() => {
    await server?.close();
    await devnet?.close();
  });

  const drip = (address: unknown) => fetch(`${ server.url }/apps/faucet/drip`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address }),
  });

  it('keeps the faucet account out of the traffic\'s accounts', () => {
    expect(devnet.accounts.map((account) => account.address)).not.toContain(faucetAccount.address);
  });

  it('lists an internal faucet and external apps, linking back to the host the browser used', async() => {
    const port = new URL(server.url).port;
    const response = await fetch(`http://localhost:${ port }/apps/marketplace.json`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const apps = await response.json() as Array<{ id: string; url: string; external: boolean; logo: string }>;
    expect(apps.length).toBeGreaterThanOrEqual(3);
    const faucet = apps.find((app) => app.id === FAUCET_APP_ID);
    expect(faucet).toMatchObject({ external: false, url: `http://localhost:${ port }/apps/faucet/` });
    expect(apps.filter((app) => app.external).length).toBeGreaterThanOrEqual(2);
    const logo = await fetch(faucet?.logo ?? '');
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    const page = await fetch(faucet?.url ?? '');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<title>QNM Faucet</title>');
  });

  it('serves sample featured networks and footer links that name the explorer, with icons it serves too', async() => {
    const explorer = encodeURIComponent('http://localhost:3000');
    const networksResponse = await fetch(`${ server.url }/config/featured-networks.json?explorer=${ explorer }`);
    expect(networksResponse.headers.get('access-control-allow-origin')).toBe('*');
    const networks = await networksResponse.json() as Array<{ title: string; url: string; group: string; icon: string; isActive?: boolean }>;
    expect(networks).toContainEqual(expect.objectContaining({ title: 'QNM Devnet', url: 'http://localhost:3000', group: 'Testnets', isActive: true, invertIconInDarkMode: true }));
    expect(new Set(networks.map((network) => network.group))).toEqual(new Set([ 'Mainnets', 'Testnets' ]));
    for (const network of networks) expect((await fetch(network.icon)).headers.get('content-type')).toBe('image/svg+xml');

    const groups = await (await fetch(`${ server.url }/config/footer-links.json?explorer=${ explorer }`)).json() as Array<{ title: string; links: Array<{ url: string }> }>;
    expect(groups.length).toBe(3);
    expect(groups[0].links.map((link) => link.url)).toContain('http://localhost:3000/apps/qnm-faucet');
    expect(groups.flatMap((group) => group.links).every((link) => /^https?:\/\//.test(link.url))).toBe(true);

    // Only an http(s) origin becomes a link: anything else leaves the explorer's own entries out.
    const withScript = await (await fetch(`${ server.url }/config/featured-networks.json?explorer=${ encodeURIComponent('javascript:alert(1)') }`)).json();
    expect(JSON.stringify(withScript)).not.toContain('javascript');
    expect(withScript.map((network: { title: string }) => network.title)).not.toContain('QNM Devnet');
  });

  it('sends 10 QNM to an address once, then refuses it for the cooldown with Retry-After', async() => {
    const response = await drip(visitor);
    expect(response.status).toBe(200);
    const body = await response.json() as { hash: Hash; amount: string };
    expect(body.amount).toBe('10');
    const receipt = await devnet.provider.request({ method: 'eth_getTransactionReceipt', params: [ body.hash ] }) as { status: string; from: string };
    expect(receipt).toMatchObject({ status: '0x1', from: faucetAccount.address.toLowerCase() });
    const balance = await devnet.provider.request({ method: 'eth_getBalance', params: [ visitor, 'latest' ] }) as string;
    expect(formatEther(BigInt(balance))).toBe('10');

    const again = await drip(visitor.toUpperCase().replace('0X', '0x'));
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await again.json() as { message: string }).message).toMatch(/^This address got test QNM less than 10 minutes ago/);
  });

  it('answers a bad address or body with 422 and a message, and other methods with 405', async() => {
    const bad = await drip('0x123');
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ message: 'Enter an address: 0x followed by 40 hexadecimal digits.' });
    const notJson = await fetch(`${ server.url }/apps/faucet/drip`, { method: 'POST', body: '{' });
    expect(notJson.status).toBe(422);
    const tooLarge = await drip('x'.repeat(2000));
    expect(tooLarge.status).toBe(422);
    expect((await fetch(`${ server.url }/apps/faucet/drip`)).status).toBe(405);
    expect((await fetch(`${ server.url }/apps/nothing`)).status).toBe(404);
  });
});
