import type { AbiItem } from 'types/api/contract';

import { getContractTabs } from './contractTabs';

const view = { type: 'function', name: 'total', inputs: [], outputs: [ { type: 'uint256', name: '' } ], stateMutability: 'view' } as AbiItem;
const write = { type: 'function', name: 'set', inputs: [ { type: 'uint256', name: 'v' } ], outputs: [], stateMutability: 'nonpayable' } as AbiItem;

describe('contract sub-tabs', () => {
  it('adds Read custom and Write custom for the user\'s own ABI, even on an unverified contract', () => {
    const unverified = { is_verified: false, abi: null, implementations: [] };
    expect(getContractTabs(unverified, undefined)).toEqual([ 'code' ]);
    expect(getContractTabs(unverified, undefined, [ view, write ])).toEqual([ 'code', 'read_custom', 'write_custom' ]);
    expect(getContractTabs(unverified, undefined, [ write ])).toEqual([ 'code', 'write_custom' ]);
    expect(getContractTabs({ is_verified: true, abi: [ view ], implementations: [] }, undefined, [ view ])).toEqual([ 'code', 'read', 'read_custom' ]);
  });
});
