import { confirmationDurationText, decodeErrorString, gasUsagePercent, revertReasonView, txTypeLabel } from './txDetailsFormat';

// Error("Reverter: amount exceeds limit") as the EVM returns it.
const ERROR_DATA = '0x08c379a0' +
  '0000000000000000000000000000000000000000000000000000000000000020' +
  '000000000000000000000000000000000000000000000000000000000000001e' +
  '52657665727465723a20616d6f756e742065786365656473206c696d69740000';

describe('transaction details helpers', () => {
  it('names transaction types', () => {
    expect(txTypeLabel(2)).toBe('2 (EIP-1559)');
    expect(txTypeLabel(0)).toBe('0 (Legacy)');
    expect(txTypeLabel(126)).toBe('126');
    expect(txTypeLabel(null)).toBe('—');
  });

  it('computes the share of the gas limit used', () => {
    expect(gasUsagePercent({ gas_used: '34682', gas_limit: '90000' })).toBe('38.54%');
    expect(gasUsagePercent({ gas_used: null, gas_limit: '90000' })).toBeNull();
    expect(gasUsagePercent({ gas_used: '1', gas_limit: '0' })).toBeNull();
  });

  it('decodes Error(string) from raw revert data', () => {
    expect(decodeErrorString(ERROR_DATA)).toBe('Reverter: amount exceeds limit');
    expect(decodeErrorString('0x12345678')).toBeNull();
    expect(revertReasonView({ raw: ERROR_DATA })).toEqual({ kind: 'text', text: 'Reverter: amount exceeds limit' });
  });

  it('shows decoded Error(string) and Panic(uint256) as messages, custom errors with parameters, the rest raw', () => {
    expect(revertReasonView({
      method_call: 'Error(string reason)', method_id: '08c379a0', parameters: [ { name: 'reason', type: 'string', value: 'nope' } ],
    })).toEqual({ kind: 'text', text: 'nope' });
    expect(revertReasonView({
      method_call: 'Panic(uint256 code)', method_id: '4e487b71', parameters: [ { name: 'code', type: 'uint256', value: '18' } ],
    })).toEqual({ kind: 'text', text: 'Panic 0x12: division or modulo by zero' });
    expect(revertReasonView({ raw: `0x4e487b71${ '0'.repeat(62) }11` })).toEqual({ kind: 'text', text: 'Panic 0x11: arithmetic overflow or underflow' });
    const custom = {
      method_call: 'LimitExceeded(uint256 requested, uint256 available)', method_id: '8ef20ef2',
      parameters: [ { name: 'requested', type: 'uint256', value: '52857' }, { name: 'available', type: 'uint256', value: '1000' } ],
    };
    expect(revertReasonView(custom)).toEqual({ kind: 'decoded', reason: custom });
    expect(revertReasonView({ raw: '0xdeadbeef' })).toEqual({ kind: 'raw', hex: '0xdeadbeef' });
  });
});

describe('confirmationDurationText', () => {
  it('words the API\'s [min, max] milliseconds as Blockscout does', () => {
    expect(confirmationDurationText([ 0, 2000 ])).toBe('Confirmed within 2 secs');
    expect(confirmationDurationText([ 1500, 2000 ])).toBe('Confirmed within 1.5–2 secs');
    expect(confirmationDurationText([ 2500, 2500 ])).toBe('Confirmed within 2.5 secs');
    expect(confirmationDurationText([ 1000 ])).toBe('Confirmed within 1 sec');
    expect(confirmationDurationText([ 0, 12_345 ])).toBe('Confirmed within 12.35 secs');
  });

  it('says nothing without a duration (pending)', () => {
    expect(confirmationDurationText([])).toBeNull();
    expect(confirmationDurationText([ 0, 0 ])).toBeNull();
    expect(confirmationDurationText(null)).toBeNull();
  });
});
