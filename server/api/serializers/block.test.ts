/** @jest-environment node */
import { ratioString } from './indexingStatus';
import { burntFeesPercentage, gasTargetPercentage, gasUsedPercentage } from './block';

describe('block arithmetic', () => {
  it('measures gas against the limit and the EIP-1559 target (limit / 2)', () => {
    expect(gasUsedPercentage('15000000', '30000000')).toBe(50);
    expect(gasTargetPercentage('15000000', '30000000')).toBe(0);
    expect(gasTargetPercentage('30000000', '30000000')).toBe(100);
    expect(gasTargetPercentage('0', '30000000')).toBe(-100);
    expect(gasUsedPercentage('0', '0')).toBe(0);
  });

  it('gives the burnt share of fees, or null without fees', () => {
    expect(burntFeesPercentage('25', '100')).toBe(25);
    expect(burntFeesPercentage('0', '0')).toBeNull();
  });

  it('writes ratios as Blockscout does, never rounding up to 1.00', () => {
    expect(ratioString(1)).toBe('1.00');
    expect(ratioString(0.29)).toBe('0.29');
    expect(ratioString(0.999)).toBe('0.99');
  });
});
