/** @jest-environment node */
import { getAddress, type Hex } from 'viem';

import { addressFromWord, minimalProxyTarget, SLOTS, UPGRADED_TOPIC, BEACON_UPGRADED_TOPIC } from './patterns';

const TARGET = 'bebebebebebebebebebebebebebebebebebebebe';

describe('proxy patterns', () => {
  it('has the slots and topics of the standards', () => {
    expect(SLOTS).toEqual({
      eip1967: '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc',
      eip1967Beacon: '0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50',
      eip1822: '0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7',
      ozLegacy: '0x7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c3',
    });
    expect(UPGRADED_TOPIC).toBe('0xbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b');
    expect(BEACON_UPGRADED_TOPIC).toBe('0x1cf3b03a6cf19fa2baba4df148e9dcabedea7f8a5c07840e207e5c089be95d3e');
  });

  it('reads the target of every minimal proxy form', () => {
    expect(minimalProxyTarget(`0x363d3d373d3d3d363d73${ TARGET }5af43d82803e903d91602b57fd5bf3`)).toBe(getAddress(`0x${ TARGET }`));
    // Vanity: a target with four leading zero bytes pushed with PUSH16, jump destination 0x27.
    expect(minimalProxyTarget(`0x363d3d373d3d3d363d6f${ TARGET.slice(8) }5af43d82803e903d91602757fd5bf3`))
      .toBe(getAddress(`0x00000000${ TARGET.slice(8) }`));
    expect(minimalProxyTarget(`0x3d3d3d3d363d3d37363d73${ TARGET }5af43d3d93803e602a57fd5bf3`)).toBe(getAddress(`0x${ TARGET }`));
    expect(minimalProxyTarget(`0x365f5f375f5f365f73${ TARGET }5af43d5f5f3e5f3d91602a57fd5bf3`)).toBe(getAddress(`0x${ TARGET }`));
  });

  it('refuses code that only looks like a minimal proxy', () => {
    // PUSH20 with a jump destination meant for PUSH16.
    expect(minimalProxyTarget(`0x363d3d373d3d3d363d73${ TARGET }5af43d82803e903d91602757fd5bf3`)).toBeNull();
    // PUSH16 opcode but twenty bytes.
    expect(minimalProxyTarget(`0x363d3d373d3d3d363d6f${ TARGET }5af43d82803e903d91602757fd5bf3`)).toBeNull();
    // Extra code after the proxy (clones with immutable arguments are another kind).
    expect(minimalProxyTarget(`0x363d3d373d3d3d363d73${ TARGET }5af43d82803e903d91602b57fd5bf3aa`)).toBeNull();
    expect(minimalProxyTarget('0x')).toBeNull();
  });

  it('takes the address from the low 20 bytes of a word', () => {
    expect(addressFromWord(`0x${ '0'.repeat(24) }${ TARGET }` as Hex)).toBe(getAddress(`0x${ TARGET }`));
    expect(addressFromWord(`0x${ 'f'.repeat(24) }${ '0'.repeat(40) }` as Hex)).toBeNull();
    expect(addressFromWord('0x1234')).toBeNull();
  });
});
