/** @jest-environment node */
import { buildUrl } from './buildUrl';
import { resetTestConfig, setTestConfig } from './testUtils';
import { toServerSideUrl } from './serverOrigin';

describe('toServerSideUrl (API_INTERNAL_URL)', () => {
  afterEach(() => {
    delete process.env.API_INTERNAL_URL;
    resetTestConfig();
  });

  it('leaves every URL as it is while the setting is unset', () => {
    const url = buildUrl('general:block', { height_or_hash: 42 });
    expect(toServerSideUrl(url)).toBe(url);
  });

  it('sends the server\'s own API calls to the internal origin, path and query kept', () => {
    process.env.API_INTERNAL_URL = 'http://api:4000/';
    expect(toServerSideUrl(buildUrl('general:block', { height_or_hash: 42 }))).toBe('http://api:4000/api/v2/blocks/42');
    expect(toServerSideUrl(buildUrl('general:blocks', undefined, { type: 'reorg' }))).toBe('http://api:4000/api/v2/blocks?type=reorg');
  });

  it('leaves URLs of other origins alone, including a host that only starts like the API\'s', () => {
    process.env.API_INTERNAL_URL = 'http://api:4000';
    expect(toServerSideUrl('https://stats.example.com/api/v1/counters')).toBe('https://stats.example.com/api/v1/counters');
    const lookalike = buildUrl('general:block', { height_or_hash: 1 }).replace('://localhost:4000', '://localhost:40001');
    expect(toServerSideUrl(lookalike)).toBe(lookalike);
  });

  it('recognises the public origin when its port is the protocol\'s default, which a built URL leaves out', () => {
    setTestConfig({ NEXT_PUBLIC_API_HOST: 'explorer.example.com', NEXT_PUBLIC_API_PORT: '443', NEXT_PUBLIC_API_PROTOCOL: 'https' });
    process.env.API_INTERNAL_URL = 'http://explorer-api:4000';
    const url = buildUrl('general:block', { height_or_hash: 7 });
    expect(url).toBe('https://explorer.example.com/api/v2/blocks/7');
    expect(toServerSideUrl(url)).toBe('http://explorer-api:4000/api/v2/blocks/7');
  });
});
