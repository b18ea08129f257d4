/** @jest-environment node */
import { InvalidParamError } from './errors';
import { paginate } from './pagination';
import { cursorInt, cursorTimestamp, parseAllowedList, parseBlockId, parseFullHash, queryValue } from './params';

const HASH = `0x${ 'aB'.repeat(32) }`;

describe('params', () => {
  it('lower-cases hashes in any case and rejects other lengths', () => {
    expect(parseFullHash(HASH, 'hash')).toBe(HASH.toLowerCase());
    expect(() => parseFullHash(HASH.slice(0, -1), 'hash')).toThrow(InvalidParamError);
  });

  it('reads a block id as a height up to 2^53 or a hash', () => {
    expect(parseBlockId('0')).toEqual({ kind: 'number', number: 0 });
    expect(parseBlockId('9007199254740992')).toEqual({ kind: 'number', number: 2 ** 53 });
    expect(parseBlockId(HASH)).toEqual({ kind: 'hash', hash: HASH.toLowerCase() });
    // The spec's pattern is ^0x: only the digits may be in any case.
    for (const bad of [ '9007199254740993', '-1', '1.0', '1e3', ' 1', '0x12', HASH.replace('0x', '0X') ]) expect(() => parseBlockId(bad)).toThrow(InvalidParamError);
  });

  it('reads cursor values and rejects what is not one', () => {
    expect(cursorInt({ block_number: '12' }, 'block_number')).toBe(12);
    expect(cursorInt({ block_number: '' }, 'block_number')).toBeUndefined();
    for (const bad of [ '-1', 'abc', '1.5', '99999999999999999999' ]) expect(() => cursorInt({ n: bad }, 'n')).toThrow(InvalidParamError);
    expect(() => queryValue({ n: [ '1', '2' ] }, 'n')).toThrow(InvalidParamError);
    expect(cursorTimestamp({ t: '2030-01-01T00:00:00.123456Z' }, 't')).toBe('2030-01-01T00:00:00.123456Z');
    expect(() => cursorTimestamp({ t: '2030-13-45T00:00:00Z' }, 't')).toThrow(InvalidParamError);
  });

  it('reads comma lists of allowed values', () => {
    expect(parseAllowedList({ type: 'a, b,a' }, 'type', [ 'a', 'b' ])).toEqual([ 'a', 'b' ]);
    expect(parseAllowedList({ type: '' }, 'type', [ 'a' ])).toBeUndefined();
    expect(() => parseAllowedList({ type: 'a,c' }, 'type', [ 'a' ])).toThrow(InvalidParamError);
  });
});

describe('paginate', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: 1000 - index }));

  it('fetches 51 rows, shows 50 and builds the cursor from the 50th', async() => {
    const fetch = jest.fn(async(limit: number) => rows(limit));
    const page = await paginate(fetch, (row) => ({ id: row.id }), { items_count: '50' });
    expect(fetch).toHaveBeenCalledWith(51);
    expect(page.rows).toHaveLength(50);
    expect(page.nextPageParams).toEqual({ id: 951, items_count: 100 });
  });

  it('ends with a null cursor', async() => {
    expect((await paginate(async() => rows(50), (row) => ({ id: row.id }), {})).nextPageParams).toBeNull();
  });
});
