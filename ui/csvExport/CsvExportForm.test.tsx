import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import system from 'theme';

import CsvExportForm from './CsvExportForm';
import { EXPORT_TYPES } from './exportTypes';

// The widgets themselves (Google's, ALTCHA's) are not what is tested: a stand-in hands over an answer.
jest.mock('ui/shared/captcha/Captcha', () => ({
  __esModule: true,
  default: ({ onToken }: { onToken: (token: string | null) => void }) => <button type="button" onClick={ () => onToken('captcha-answer') }>solve</button>,
}));

const HASH = '0x00000000000000000000000000000000000000aa';
const NOW = new Date('2025-06-15T12:00:00Z');

function renderForm(props: Partial<React.ComponentProps<typeof CsvExportForm>> = {}) {
  return render(
    <ChakraProvider value={ system }>
      <CsvExportForm hash={ HASH } exportType={ EXPORT_TYPES.transactions } filter={ null } captcha={{ provider: 'altcha' }} now={ NOW } { ...props }/>
    </ChakraProvider>,
  );
}

describe('CsvExportForm', () => {
  let saved: Array<{ name: string; blob: Blob }>;
  beforeEach(() => {
    setTestConfig({ NEXT_PUBLIC_API_HOST: 'api.example.org', NEXT_PUBLIC_API_PROTOCOL: 'https', NEXT_PUBLIC_API_PORT: '4000' });
    saved = [];
    let lastBlob: Blob | null = null;
    URL.createObjectURL = jest.fn((blob: Blob) => { lastBlob = blob; return 'blob:csv'; });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function(this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: lastBlob! });
    });
  });
  afterEach(() => {
    resetTestConfig();
    jest.restoreAllMocks();
  });

  it('blocks a period longer than a year before anything is sent', () => {
    const fetch = mockFetch();
    renderForm();
    fireEvent.change(screen.getByTestId('csv-from'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByTestId('csv-to'), { target: { value: '2025-01-02' } });
    fireEvent.click(screen.getByText('solve'));
    expect(screen.getByTestId('csv-period-error').textContent).toBe('The period must not exceed one year');
    expect((screen.getByTestId('csv-download') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('csv-to'), { target: { value: '2024-12-31' } });
    expect(screen.queryByTestId('csv-period-error')).toBeNull();
    fireEvent.change(screen.getByTestId('csv-from'), { target: { value: '2025-01-01' } });
    expect(screen.getByTestId('csv-period-error').textContent).toBe('The start date is after the end date');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits for the captcha, then downloads a file named after the address, the period and the filter', async() => {
    const fetch = mockFetch(async() => ({ ...fakeResponse({ body: 'TxHash\r\n' }), blob: async() => new Blob([ 'TxHash\r\n' ]) }) as Response);
    renderForm({ filter: { filterType: 'address', filterValue: 'to' } });
    fireEvent.change(screen.getByTestId('csv-from'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByTestId('csv-to'), { target: { value: '2025-03-31' } });
    expect((screen.getByTestId('csv-download') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('solve'));
    fireEvent.click(screen.getByTestId('csv-download'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe(`transactions_${ HASH }_2025-01-01_2025-03-31_with_filter_type_address_value_to.csv`);
    const url = new URL(fetch.mock.calls[0][0]);
    expect(url.origin + url.pathname).toBe('https://api.example.org:4000/api/v1/transactions-csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({ address_id: HASH, from_period: '2025-01-01', to_period: '2025-03-31',
      filter_type: 'address', filter_value: 'to', recaptcha_response: 'captcha-answer' });
    // The answer was spent: the next download needs a new one.
    await waitFor(() => expect((screen.getByTestId('csv-download') as HTMLButtonElement).disabled).toBe(true));
  });

  it('shows the API\'s refusal as text', async() => {
    mockFetch(async() => fakeResponse({ status: 403, body: { message: 'This captcha solution was already used; solve it again' } }));
    renderForm();
    fireEvent.click(screen.getByText('solve'));
    fireEvent.click(screen.getByTestId('csv-download'));
    expect((await screen.findByTestId('csv-error')).textContent).toContain('already used');
    expect(saved).toHaveLength(0);
  });

  it('exports a token\'s holders without a period', async() => {
    const fetch = mockFetch(async() => ({ ...fakeResponse({ body: 'HolderAddress\r\n' }), blob: async() => new Blob([ 'x' ]) }) as Response);
    renderForm({ exportType: EXPORT_TYPES.holders });
    expect(screen.queryByTestId('csv-from')).toBeNull();
    fireEvent.click(screen.getByText('solve'));
    fireEvent.click(screen.getByTestId('csv-download'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe(`holders_${ HASH }.csv`);
    expect(new URL(fetch.mock.calls[0][0]).pathname).toBe(`/api/v2/tokens/${ HASH }/holders/csv`);
  });
});
