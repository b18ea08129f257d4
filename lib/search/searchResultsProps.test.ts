/** @jest-environment node */
import { redirectDestination } from './searchResultsProps';

describe('redirectDestination', () => {
  it('leads an exact match to the entity page', () => {
    expect(redirectDestination({ redirect: true, type: 'block', parameter: '0xabc' })).toBe('/block/0xabc');
    expect(redirectDestination({ redirect: true, type: 'transaction', parameter: '0xdef' })).toBe('/tx/0xdef');
    expect(redirectDestination({ redirect: true, type: 'address', parameter: '0x12' })).toBe('/address/0x12');
  });

  it('renders the results otherwise', () => {
    expect(redirectDestination({ redirect: false, type: null, parameter: null })).toBeNull();
    expect(redirectDestination({ redirect: true, type: 'user_operation', parameter: '0x1' })).toBeNull();
    expect(redirectDestination(undefined)).toBeNull();
  });
});
