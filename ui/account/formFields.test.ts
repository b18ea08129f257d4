import { isAbiJson, isAddressList, serverFieldErrors, splitList, validateForm, type FieldDef } from './formFields';

const FIELDS: FieldDef[] = [
  { name: 'name', label: 'Name', required: true, maxLength: 5 },
  { name: 'abi', label: 'ABI', validate: isAbiJson },
  { name: 'notify', label: 'Notify', kind: 'checkbox' },
];

describe('account form checks', () => {
  it('names each field that is blank, too long or malformed, and only those', () => {
    expect(validateForm(FIELDS, { name: '  ', abi: '', notify: true })).toEqual({ name: 'This field is required' });
    expect(validateForm(FIELDS, { name: 'toolong', abi: '{"type":"function"}', notify: false }))
      .toEqual({ name: 'Max length is 5 characters', abi: 'Expected a JSON array of ABI items' });
    expect(validateForm(FIELDS, { name: 'ok', abi: '[{"type":"event","name":"E"}]', notify: false })).toEqual({});
  });

  it('reads ABI JSON and address lists as a user types them', () => {
    expect(isAbiJson('not json')).toBe('Invalid JSON');
    expect(isAbiJson('[{"type":"mystery"}]')).toMatch(/^Item 0 is not/);
    expect(splitList(`0x${ '1'.repeat(40) },\n 0x${ '2'.repeat(40) };`)).toHaveLength(2);
    expect(isAddressList(`0x${ '1'.repeat(40) } 0x12`)).toBe('Incorrect address format: 0x12');
  });

  it('turns the backend\'s 422 errors into one message per field', () => {
    expect(serverFieldErrors({ errors: { name: [ "can't be blank", 'too short' ] } })).toEqual({ name: "can't be blank, too short" });
    expect(serverFieldErrors({ message: 'Unauthorized' })).toBeNull();
  });
});
