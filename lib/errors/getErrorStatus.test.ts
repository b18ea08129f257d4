import {
  getErrorHttpStatus,
  getErrorPayloadHash,
  getErrorStatus,
  isErrorStatus4xx,
} from './getErrorStatus';

const apiError = (status: number, payload?: unknown) => ({ status, statusText: 'x', payload });

describe('getErrorStatus', () => {
  it('maps 429 to the rate-limit screen', () => {
    expect(getErrorStatus(apiError(429))).toBe('too_many_requests');
  });

  it('maps an "Invalid tx hash" payload message to tx_not_found', () => {
    expect(getErrorStatus(apiError(422, { message: 'Invalid tx hash' }))).toBe('tx_not_found');
  });

  it('maps an "Invalid tx hash" plain error message to tx_not_found', () => {
    expect(getErrorStatus(new Error('Invalid tx hash'))).toBe('tx_not_found');
  });

  it('maps "Block lost consensus" to the reorg screen and exposes the hash', () => {
    const error = apiError(404, { message: 'Block lost consensus', hash: '0xabc' });
    expect(getErrorStatus(error)).toBe('block_lost_consensus');
    expect(getErrorPayloadHash(error)).toBe('0xabc');
  });

  it('does not treat a plain error message as lost consensus', () => {
    expect(getErrorStatus(new Error('Block lost consensus'))).toBe(500);
  });

  it('keeps 404 and 422', () => {
    expect(getErrorStatus(apiError(404))).toBe(404);
    expect(getErrorStatus(apiError(422, { message: 'bad params' }))).toBe(422);
  });

  it('maps every other status and non-HTTP errors to 500', () => {
    expect(getErrorStatus(apiError(500))).toBe(500);
    expect(getErrorStatus(apiError(403))).toBe(500);
    expect(getErrorStatus(apiError(503))).toBe(500);
    expect(getErrorStatus(new Error('boom'))).toBe(500);
    expect(getErrorStatus(undefined)).toBe(500);
    expect(getErrorStatus('text')).toBe(500);
  });

  it('reads status and payload from the cause chain', () => {
    const wrapped = new Error('page failed', { cause: apiError(404, { message: 'Block lost consensus', hash: '0x1' }) });
    expect(getErrorHttpStatus(wrapped)).toBe(404);
    expect(getErrorStatus(wrapped)).toBe('block_lost_consensus');
    expect(getErrorPayloadHash(wrapped)).toBe('0x1');
    expect(getErrorStatus(new Error('x', { cause: apiError(429) }))).toBe('too_many_requests');
  });

  it('survives a self-referencing cause', () => {
    const error: { status?: number; cause?: unknown } = {};
    error.cause = error;
    expect(getErrorStatus(error)).toBe(500);
  });
});

describe('getErrorPayloadHash', () => {
  it('returns undefined without a string hash', () => {
    expect(getErrorPayloadHash(apiError(404, { message: 'Block lost consensus' }))).toBeUndefined();
    expect(getErrorPayloadHash(apiError(404, { hash: 12 }))).toBeUndefined();
    expect(getErrorPayloadHash(null)).toBeUndefined();
  });
});

describe('isErrorStatus4xx', () => {
  it('accepts codes and errors', () => {
    expect(isErrorStatus4xx(400)).toBe(true);
    expect(isErrorStatus4xx(499)).toBe(true);
    expect(isErrorStatus4xx(500)).toBe(false);
    expect(isErrorStatus4xx(399)).toBe(false);
    expect(isErrorStatus4xx(apiError(404))).toBe(true);
    expect(isErrorStatus4xx(apiError(502))).toBe(false);
    expect(isErrorStatus4xx(new Error('no status'))).toBe(false);
  });
});
