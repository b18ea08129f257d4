/** @jest-environment node */
import { resolveEvmVersion } from './evmVersion';

describe('resolveEvmVersion', () => {
  it.each([
    [ 'v0.8.37+commit.f401782d', 'osaka' ],
    [ 'v0.8.31+commit.fd3a2265', 'osaka' ],
    [ 'v0.8.30+commit.73712a01', 'prague' ],
    [ 'v0.8.28+commit.7893614a', 'cancun' ],
    [ 'v0.8.25+commit.b61c2a91', 'cancun' ],
    [ 'v0.8.24+commit.e11b9ed9', 'shanghai' ],
    [ 'v0.8.20+commit.a1b79de6', 'shanghai' ],
    [ 'v0.8.19+commit.7dd6d404', 'paris' ],
    [ 'v0.8.7+commit.e28d00a7', 'london' ],
    [ 'v0.8.6+commit.11564f7e', 'berlin' ],
    [ 'v0.7.6+commit.7338295f', 'istanbul' ],
    [ 'v0.5.17+commit.d19bba13', 'istanbul' ],
    [ 'v0.5.13+commit.5b0b510c', 'petersburg' ],
    [ 'v0.4.26+commit.4563c3fc', 'byzantium' ],
  ])('resolves "default" for solc %s as %s, the release\'s own default', (compiler, expected) => {
    expect(resolveEvmVersion('default', compiler, 'solidity')).toBe(expected);
  });

  it('keeps a named EVM version, and "default" where there is no solc default to name', () => {
    expect(resolveEvmVersion('paris', 'v0.8.28+commit.7893614a', 'solidity')).toBe('paris');
    expect(resolveEvmVersion('default', 'v0.3.10+commit.91361694', 'vyper')).toBe('default');
    expect(resolveEvmVersion('default', 'v0.4.11+commit.68ef5810', 'solidity')).toBe('default');
    expect(resolveEvmVersion(null, 'v0.8.28+commit.7893614a', 'solidity')).toBe('cancun');
  });
});
