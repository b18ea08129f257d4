/** @jest-environment node */
import { readIndexerConfig } from './config';

describe('indexer configuration', () => {
  it('next to the embedded devnet, allows only its metadata server\'s exact origin', () => {
    expect(readIndexerConfig({}).nftMetadata.allowPrivateHosts).toEqual([ 'http://127.0.0.1:8547' ]);
    expect(readIndexerConfig({ DEVNET_METADATA_PORT: '9547' }).nftMetadata.allowPrivateHosts).toEqual([ 'http://127.0.0.1:9547' ]);
  });

  it('allows no private host for another node unless the operator lists some', () => {
    expect(readIndexerConfig({ RPC_URL: 'https://node.example' }).nftMetadata.allowPrivateHosts).toBe(false);
    expect(readIndexerConfig({ RPC_URL: 'https://node.example', INDEXER_METADATA_ALLOW_PRIVATE_HOSTS: '10.0.0.5, meta.internal:8080' })
      .nftMetadata.allowPrivateHosts).toEqual([ '10.0.0.5', 'meta.internal:8080' ]);
  });

  it('names the variable of a bad value', () => {
    expect(() => readIndexerConfig({ DEVNET_METADATA_PORT: 'x' })).toThrow(/DEVNET_METADATA_PORT/);
    expect(() => readIndexerConfig({ RPC_URL: 'ftp://node' })).toThrow(/RPC_URL/);
  });
});
