/** @jest-environment node */
// The NOTIFY message of a verification's outcome: under PostgreSQL's 8,000 bytes whatever the
// compiler said (the outcome is never cut), and nothing but such a message is taken from the channel.
import { decode, encode } from './sharedVerificationResults';

const ADDRESS = '0x00000000000000000000000000000000000000aa';

describe('shared verification results', () => {
  it('carries an outcome whole when it fits', () => {
    const message = { origin: 'p1', address: ADDRESS, result: { status: 'error' as const, errors: { source_code: [ 'differs at byte 12' ] } } };
    expect(decode(encode(message))).toEqual(message);
    const success = { origin: 'p1', address: ADDRESS, result: { status: 'success' as const } };
    expect(decode(encode(success))).toEqual(success);
  });

  it('cuts long compiler output to fit, keeping the outcome and the fields', () => {
    const long = 'x'.repeat(20_000);
    const message = { origin: 'p1', address: ADDRESS, result: { status: 'error' as const, errors: { sources: [ long, long ], compiler_version: [ 'no such release' ] } } };
    const payload = encode(message);
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(decode(payload)).toEqual({ origin: 'p1', address: ADDRESS,
      result: { status: 'error', errors: { sources: [ 'x'.repeat(300) ], compiler_version: [ 'no such release' ] } } });
    const fields = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [ `field_${ index }`, [ long ] ]));
    const many = decode(encode({ origin: 'p1', address: ADDRESS, result: { status: 'error', errors: fields } }));
    expect(many?.result).toEqual({ status: 'error', errors: { sources: [ expect.stringContaining('too long to share') ] } });
  });

  it('takes nothing else from the channel', () => {
    for (const payload of [ 'not json', 'null', '{}', JSON.stringify({ origin: 'p', address: 'nope', result: { status: 'success' } }),
      JSON.stringify({ origin: 'p', address: ADDRESS, result: { status: 'done' } }), JSON.stringify({ origin: 1, address: ADDRESS, result: { status: 'success' } }) ]) {
      expect(decode(payload)).toBeNull();
    }
    // Fields whose messages are not text are left out.
    expect(decode(JSON.stringify({ origin: 'p', address: ADDRESS, result: { status: 'error', errors: { a: [ 'ok' ], b: [ { html: '<b>' } ] } } })))
      .toEqual({ origin: 'p', address: ADDRESS, result: { status: 'error', errors: { a: [ 'ok' ] } } });
  });
});
