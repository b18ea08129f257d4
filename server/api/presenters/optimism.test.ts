/** @jest-environment node */
// A withdrawal's status as it moves from L2 to L1: the texts of GUIDE §7, and when its challenge period ends.
import { withdrawalStatus } from './optimism';

const now = new Date('2026-11-29T12:00:00Z');
const HOUR = 3600;

describe('withdrawalStatus', () => {
  it('waits for a state root until an output root covers its L2 block, then is ready to prove', () => {
    expect(withdrawalStatus({ has_output_root: false, proven_at: null, finalized_transaction_hash: null }, HOUR, now))
      .toEqual({ status: 'Waiting for state root', challengePeriodEnd: null });
    expect(withdrawalStatus({ has_output_root: true, proven_at: null, finalized_transaction_hash: null }, HOUR, now))
      .toEqual({ status: 'Ready to prove', challengePeriodEnd: null });
  });

  it('is in its challenge period for the period after the proof, then ready for relay, then relayed', () => {
    const provenAt = new Date('2026-11-29T11:30:00Z');
    const end = new Date('2026-11-29T12:30:00Z');
    expect(withdrawalStatus({ has_output_root: true, proven_at: provenAt, finalized_transaction_hash: null }, HOUR, now))
      .toEqual({ status: 'In challenge period', challengePeriodEnd: end });
    expect(withdrawalStatus({ has_output_root: true, proven_at: provenAt, finalized_transaction_hash: null }, HOUR, new Date('2026-11-29T12:30:00Z')))
      .toEqual({ status: 'Ready for relay', challengePeriodEnd: end });
    expect(withdrawalStatus({ has_output_root: true, proven_at: provenAt, finalized_transaction_hash: '0xf1' }, HOUR, now))
      .toEqual({ status: 'Relayed', challengePeriodEnd: end });
  });
});
