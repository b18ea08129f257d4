/** @jest-environment node */
// Metadata sections, immutables and linking on hand-made code: the cases the devnet
// contracts do not all show (bzzr1 of solc 0.5, two sections in one code, placeholders).
import { compareCode, firstDifference, libraryAddressRanges, linkLibraries, metadataRanges } from './bytecode';
import { initCodeFromStructLogs } from './initCode';

const IPFS = `a264697066735822${ '12'.repeat(34) }64736f6c634300081c0033`;
const BZZR1 = `a265627a7a72315820${ 'ab'.repeat(32) }64736f6c634300051100` + '32';

describe('bytecode', () => {
  it('finds every metadata section, ipfs and bzzr1, and nothing in plain code', () => {
    const code = `6080604052${ IPFS }6080604052fe${ BZZR1 }`;
    expect(metadataRanges(code)).toEqual([ { start: 5, length: IPFS.length / 2 }, { start: 5 + IPFS.length / 2 + 6, length: BZZR1.length / 2 } ]);
    expect(metadataRanges('6080604052a2600160025b00')).toEqual([]);
  });

  it('tells full, partial and no match apart, with the first differing byte', () => {
    const compiled = `6080604052${ IPFS }`;
    const otherHash = compiled.replace('12'.repeat(34), '34'.repeat(34));
    expect(compareCode(compiled, compiled)).toEqual({ match: 'full' });
    expect(compareCode(compiled, otherHash)).toEqual({ match: 'partial' });
    expect(compareCode(compiled, `6080604053${ IPFS }`)).toEqual({ match: null, offset: 4 });
    // An immutable's value is ignored.
    expect(compareCode('60aa6000', '60bb6000', [ { start: 1, length: 1 } ])).toEqual({ match: 'full' });
    expect(firstDifference('0011', '001122')).toBe(2);
  });

  it('links library placeholders and reports the missing ones', () => {
    const placeholder = `__$${ 'a'.repeat(34) }$__`;
    const code = `73${ placeholder }5af4`;
    const references = { 'L.sol': { MathLib: [ { start: 1, length: 20 } ] } };
    expect(linkLibraries(code, references, { MathLib: `0x${ 'cd'.repeat(20) }` })).toEqual({ code: `73${ 'cd'.repeat(20) }5af4`, missing: [] });
    expect(linkLibraries(code, references, {}).missing).toEqual([ 'MathLib' ]);
  });

  it('ignores the address a deployed library writes into its own first PUSH20, and only there', () => {
    const compiled = `73${ '00'.repeat(20) }3014608060405260${ IPFS }`;
    const deployed = compiled.replace('00'.repeat(20), 'ab'.repeat(20));
    expect(compareCode(compiled, deployed, libraryAddressRanges(compiled))).toEqual({ match: 'full' });
    expect(compareCode(compiled, deployed)).toEqual({ match: null, offset: 1 });
    // Ordinary code that does not open with an empty PUSH20 is compared whole.
    expect(libraryAddressRanges(`6080604052${ IPFS }`)).toEqual([]);
  });

  it('reads the init code of a CREATE2 from struct logs with memory', () => {
    const address = `0x${ '77'.repeat(20) }`;
    const logs = [
      { op: 'CREATE2', depth: 1, stack: [ '0x5a17', '0x4', '0x0', '0x0' ], memory: [ `${ 'deadbeef' }${ '0'.repeat(56) }` ] },
      { op: 'PUSH1', depth: 2, stack: [] },
      { op: 'SWAP1', depth: 1, stack: [ address ] },
    ];
    expect(initCodeFromStructLogs(logs, address)).toBe('deadbeef');
    expect(initCodeFromStructLogs(logs, `0x${ '78'.repeat(20) }`)).toBeNull();
  });
});
