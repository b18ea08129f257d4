import { screen, within } from '@testing-library/react';
import React from 'react';

import { renderWithAddressData } from 'mocks/address/render';

import { pickMenuItem } from './menuTestUtils';
import { StatsChartMenu } from './StatsChartParts';

describe('chart menu', () => {
  it('offers full screen, PNG and CSV, and reports each choice, again and again', async() => {
    const onSelect = jest.fn();
    renderWithAddressData(<div data-testid="card"><StatsChartMenu title="New transactions" canSave onSelect={ onSelect }/></div>, '', []);
    const trigger = within(screen.getByTestId('card')).getByRole('button', { name: 'Chart menu: New transactions' });
    await pickMenuItem(trigger, 'Save as CSV');
    expect(screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual([ 'View fullscreen', 'Save as PNG', 'Save as CSV' ]);
    await pickMenuItem(trigger, 'View fullscreen');
    await pickMenuItem(trigger, 'Save as PNG');
    expect(onSelect.mock.calls).toEqual([ [ 'csv' ], [ 'fullscreen' ], [ 'png' ] ]);
  }, 20_000);

  it('cannot save a chart that has no points', async() => {
    const onSelect = jest.fn();
    renderWithAddressData(<StatsChartMenu title="New transactions" canSave={ false } onSelect={ onSelect }/>, '', []);
    await pickMenuItem(screen.getByRole('button', { name: 'Chart menu: New transactions' }), 'Save as CSV');
    expect(screen.getByRole('menuitem', { name: 'Save as PNG' }).getAttribute('aria-disabled')).toBe('true');
    expect(onSelect).not.toHaveBeenCalled();
  });
});
