/** @jest-environment node */
import { readDevnetConfig } from './config';

describe('readDevnetConfig', () => {
  it('defaults to loopback, port 8545, 2 s blocks and traffic on', () => {
    expect(readDevnetConfig({})).toEqual({
      host: '127.0.0.1', port: 8545, blockIntervalMs: 2000, metadataPort: 8547, traffic: true, trafficIntervalMs: 2000, seed: 'qnm-devnet',
      verify: true, verifyApiUrl: null, historyDays: 60,
    });
  });

  it('reads every variable', () => {
    const config = readDevnetConfig({ DEVNET_PORT: '9000', DEVNET_BLOCK_INTERVAL_MS: '0', DEVNET_TRAFFIC: 'off', DEVNET_SEED: 's',
      DEVNET_VERIFY: 'off', DEVNET_VERIFY_API_URL: 'http://127.0.0.1:4000/', DEVNET_HISTORY_DAYS: '0' });
    expect(config).toMatchObject({ port: 9000, blockIntervalMs: 0, traffic: false, trafficIntervalMs: 2000, seed: 's',
      verify: false, verifyApiUrl: 'http://127.0.0.1:4000', historyDays: 0 });
  });

  it('names the variable that does not parse', () => {
    expect(() => readDevnetConfig({ DEVNET_PORT: 'abc' })).toThrow('DEVNET_PORT');
    expect(() => readDevnetConfig({ DEVNET_BLOCK_INTERVAL_MS: '-1' })).toThrow('DEVNET_BLOCK_INTERVAL_MS');
    expect(() => readDevnetConfig({ DEVNET_TRAFFIC: 'maybe' })).toThrow('DEVNET_TRAFFIC');
    expect(() => readDevnetConfig({ DEVNET_VERIFY_API_URL: 'ftp://host' })).toThrow('DEVNET_VERIFY_API_URL');
    expect(() => readDevnetConfig({ DEVNET_HISTORY_DAYS: '1.5' })).toThrow('DEVNET_HISTORY_DAYS');
  });
});
