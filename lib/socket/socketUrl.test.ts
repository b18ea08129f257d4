import { getSocketUrl } from './socketUrl';

const httpsPage = { protocol: 'https:', host: 'explorer.example.com' };
const httpPage = { protocol: 'http:', host: 'localhost:3000' };

describe('getSocketUrl', () => {
  it('uses wss on an https page when the scheme follows the page', () => {
    expect(getSocketUrl({ hostAndPort: 'api.example.com', basePath: '', socketProtocol: '' }, httpsPage))
      .toBe('wss://api.example.com/socket/v2');
  });

  it('uses ws on an http page when the scheme follows the page', () => {
    expect(getSocketUrl({ hostAndPort: 'localhost:4000', basePath: '', socketProtocol: '' }, httpPage))
      .toBe('ws://localhost:4000/socket/v2');
  });

  it('uses ws when there is no page (server side) and no configured scheme', () => {
    expect(getSocketUrl({ hostAndPort: 'api.example.com', basePath: '', socketProtocol: '' }))
      .toBe('ws://api.example.com/socket/v2');
  });

  it('keeps an explicitly configured scheme whatever the page protocol', () => {
    expect(getSocketUrl({ hostAndPort: 'api.example.com', basePath: '', socketProtocol: 'ws' }, httpsPage))
      .toBe('ws://api.example.com/socket/v2');
    expect(getSocketUrl({ hostAndPort: 'api.example.com', basePath: '', socketProtocol: 'wss' }, httpPage))
      .toBe('wss://api.example.com/socket/v2');
  });

  it('puts the base path between the host and the socket path, with exactly one slash each', () => {
    expect(getSocketUrl({ hostAndPort: 'api.example.com:8443', basePath: '/explorer', socketProtocol: '' }, httpsPage))
      .toBe('wss://api.example.com:8443/explorer/socket/v2');
    expect(getSocketUrl({ hostAndPort: 'h', basePath: 'explorer/', socketProtocol: 'wss' }))
      .toBe('wss://h/explorer/socket/v2');
    expect(getSocketUrl({ hostAndPort: 'h', basePath: '/', socketProtocol: 'wss' }))
      .toBe('wss://h/socket/v2');
  });

  it('falls back to the page host when no API host is configured', () => {
    expect(getSocketUrl({ hostAndPort: '', basePath: '', socketProtocol: '' }, httpsPage))
      .toBe('wss://explorer.example.com/socket/v2');
  });

  it('returns undefined when no host is known at all', () => {
    expect(getSocketUrl({ hostAndPort: '', basePath: '/x', socketProtocol: 'wss' })).toBeUndefined();
  });
});
