/** Legacy read/write method fixtures (GUIDE §5.3) and `query-read-method` answers. */
import type { SmartContractMethodsResponse, SmartContractQueryMethodResponse } from 'types/api/contract';

import { EOA_HASH } from 'mocks/address/address';

export const readMethods: SmartContractMethodsResponse = [
  { type: 'function', name: 'name', method_id: '06fdde03', stateMutability: 'view', inputs: [],
    outputs: [ { name: '', type: 'string', value: 'Quantum Dollar' } ] },
  { type: 'function', name: 'owner', method_id: '8da5cb5b', stateMutability: 'view', inputs: [],
    outputs: [ { name: '', type: 'address', value: EOA_HASH } ] },
  { type: 'function', name: 'balanceOf', method_id: '70a08231', stateMutability: 'view',
    inputs: [ { name: 'account', type: 'address' } ], outputs: [ { name: '', type: 'uint256' } ] },
  { type: 'function', name: 'checkpoint', method_id: 'f1127ed8', stateMutability: 'view',
    inputs: [ { name: 'id', type: 'uint256' } ],
    outputs: [ { name: '', type: 'tuple', components: [ { name: 'fromBlock', type: 'uint32' }, { name: 'holders', type: 'address[]' } ] } ] },
  { type: 'function', name: 'mustRevert', method_id: 'aabbccdd', stateMutability: 'view', inputs: [ { name: 'x', type: 'uint256' } ],
    outputs: [ { name: '', type: 'bool' } ] },
];

export const writeMethods: SmartContractMethodsResponse = [
  { type: 'function', name: 'transfer', method_id: 'a9059cbb', stateMutability: 'nonpayable',
    inputs: [ { name: 'to', type: 'address' }, { name: 'amount', type: 'uint256' } ], outputs: [ { name: '', type: 'bool' } ] },
  { type: 'function', name: 'deposit', method_id: 'd0e30db0', stateMutability: 'payable', inputs: [], outputs: [] },
];

export const balanceOfResult: SmartContractQueryMethodResponse = {
  is_error: false, result: { names: [ '' ], output: [ { type: 'uint256', value: '1000000' } ] },
};

export const checkpointResult: SmartContractQueryMethodResponse = {
  is_error: false,
  result: { names: [ 'fromBlock', 'holders' ], output: [ { type: 'tuple(uint32,address[])', value: [ 42, [ EOA_HASH ] ] } ] },
};

export const revertResult: SmartContractQueryMethodResponse = {
  is_error: true, result: { code: -32015, message: 'execution reverted: x must be below 10', raw: '0x08c379a0' },
};
