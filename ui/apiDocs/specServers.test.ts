import { withApiServer } from './specServers';

describe('withApiServer', () => {
  it('points our document (full /api paths) at the API base itself', () => {
    const spec = { openapi: '3.1.0', paths: { '/api/v2/stats': {}, '/health': {} }, servers: [ { url: '/' } ] };
    expect(withApiServer(spec, 'http://localhost:4000/').servers).toEqual([ { url: 'http://localhost:4000', description: 'this explorer\'s API' } ]);
    expect(withApiServer(spec, 'http://localhost:4000').paths).toBe(spec.paths);
  });

  it('adds /api for Blockscout\'s document, whose paths are relative to it', () => {
    const spec = { openapi: '3.0.0', paths: { '/v2/blocks': {} }, servers: [ { url: 'http://localhost/api' } ] };
    expect(withApiServer(spec, 'https://explorer.example/base').servers)
      .toEqual([ { url: 'https://explorer.example/base/api', description: 'this explorer\'s API' } ]);
  });
});
