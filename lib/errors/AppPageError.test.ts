import { AppPageError, throwOnResourceLoadError } from './AppPageError';
import { getErrorStatus } from './getErrorStatus';

describe('throwOnResourceLoadError', () => {
  it('does nothing when the request did not fail', () => {
    expect(() => throwOnResourceLoadError({ isError: false, error: null, resource: 'tx' })).not.toThrow();
  });

  it('throws an AppPageError carrying status, payload and cause', () => {
    const cause = { status: 404, statusText: 'Not Found', payload: { message: 'Not found' } };
    let thrown: unknown;
    try {
      throwOnResourceLoadError({ isError: true, error: cause, resource: 'block' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppPageError);
    const pageError = thrown as AppPageError;
    expect(pageError.status).toBe(404);
    expect(pageError.payload).toEqual({ message: 'Not found' });
    expect(pageError.resource).toBe('block');
    expect(pageError.cause).toBe(cause);
    expect(pageError.message).toContain('block');
    expect(getErrorStatus(pageError)).toBe(404);
  });

  it('keeps special screens working through the wrapper', () => {
    const cause = { status: 422, statusText: 'x', payload: { message: 'Invalid tx hash' } };
    expect(() => throwOnResourceLoadError({ isError: true, error: cause })).toThrow(AppPageError);
    try {
      throwOnResourceLoadError({ isError: true, error: cause });
    } catch (error) {
      expect(getErrorStatus(error)).toBe('tx_not_found');
    }
  });

  it('accepts an explicit status', () => {
    expect(new AppPageError('x', { status: 422 }).status).toBe(422);
  });
});
