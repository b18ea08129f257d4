import {
  applyBlocksIndexStatus,
  applyInternalTxsIndexStatus,
  blocksIndexedText,
  getBlocksBannerView,
  getInternalTxsBannerView,
  indexingCookieValue,
  internalTxsIndexedText,
  ratioToPercent,
  wasIndexingFromCookie,
  type IndexingStatusData,
} from './logic';

const indexing: IndexingStatusData = {
  finished_indexing: false,
  finished_indexing_blocks: false,
  indexed_blocks_ratio: '0.42',
  indexed_internal_transactions_ratio: '0.1',
};

describe('ratioToPercent', () => {
  it('floors ratio × 100', () => {
    expect(ratioToPercent('0')).toBe(0);
    expect(ratioToPercent('0.985')).toBe(98);
    expect(ratioToPercent('0.999999')).toBe(99);
    expect(ratioToPercent('1')).toBe(100);
    expect(ratioToPercent('1.0')).toBe(100);
    expect(ratioToPercent('.5')).toBe(50);
  });

  it('does not lose a percent to float error on values like 0.29 and 0.57', () => {
    expect(ratioToPercent('0.29')).toBe(29);
    expect(ratioToPercent('0.57')).toBe(57);
    expect(ratioToPercent(0.29)).toBe(29);
  });

  it('reads exponent notation', () => {
    expect(ratioToPercent('5e-1')).toBe(50);
    expect(ratioToPercent('2.9e-1')).toBe(29);
  });

  it('clamps to 0–100', () => {
    expect(ratioToPercent('1.5')).toBe(100);
    expect(ratioToPercent('-0.2')).toBe(0);
  });

  it('gives null for missing or unreadable ratios instead of NaN', () => {
    expect(ratioToPercent(null)).toBeNull();
    expect(ratioToPercent(undefined)).toBeNull();
    expect(ratioToPercent('')).toBeNull();
    expect(ratioToPercent('abc')).toBeNull();
    expect(ratioToPercent('NaN')).toBeNull();
  });
});

describe('cookie flag', () => {
  it('is "true" while blocks are still being indexed and "false" once done', () => {
    expect(indexingCookieValue(false)).toBe('true');
    expect(indexingCookieValue(true)).toBe('false');
  });

  it('counts as "was indexing" only for the exact value "true"', () => {
    expect(wasIndexingFromCookie('true')).toBe(true);
    expect(wasIndexingFromCookie('false')).toBe(false);
    expect(wasIndexingFromCookie(null)).toBe(false);
    expect(wasIndexingFromCookie(undefined)).toBe(false);
  });
});

describe('getBlocksBannerView', () => {
  const loading = { isPending: true, isError: false, data: undefined };

  it('shows a skeleton while loading only if the last visit saw indexing', () => {
    expect(getBlocksBannerView({ ...loading, wasIndexing: true })).toEqual({ state: 'skeleton' });
    expect(getBlocksBannerView({ ...loading, wasIndexing: false })).toEqual({ state: 'hidden' });
  });

  it('hides on error, whatever the cookie says', () => {
    expect(getBlocksBannerView({ isPending: false, isError: true, data: undefined, wasIndexing: true })).toEqual({ state: 'hidden' });
    expect(getBlocksBannerView({ isPending: false, isError: true, data: indexing, wasIndexing: true })).toEqual({ state: 'hidden' });
  });

  it('hides once blocks are indexed', () => {
    const done = { ...indexing, finished_indexing_blocks: true };
    expect(getBlocksBannerView({ isPending: false, isError: false, data: done, wasIndexing: true })).toEqual({ state: 'hidden' });
  });

  it('shows the alert with the floored percent while indexing', () => {
    expect(getBlocksBannerView({ isPending: false, isError: false, data: indexing, wasIndexing: false }))
      .toEqual({ state: 'alert', percent: 42 });
  });
});

describe('getInternalTxsBannerView', () => {
  it('shows only once loaded and while finished_indexing is false', () => {
    expect(getInternalTxsBannerView({ isPending: false, isError: false, data: indexing })).toEqual({ state: 'alert', percent: 10 });
    expect(getInternalTxsBannerView({ isPending: true, isError: false, data: undefined })).toEqual({ state: 'hidden' });
    expect(getInternalTxsBannerView({ isPending: false, isError: true, data: indexing })).toEqual({ state: 'hidden' });
    expect(getInternalTxsBannerView({ isPending: false, isError: false, data: { ...indexing, finished_indexing: true } }))
      .toEqual({ state: 'hidden' });
  });

  it('keeps the alert without a percent when the ratio is null', () => {
    expect(getInternalTxsBannerView({ isPending: false, isError: false, data: { ...indexing, indexed_internal_transactions_ratio: null } }))
      .toEqual({ state: 'alert', percent: null });
  });
});

describe('cache updates from socket messages', () => {
  it('writes blocks progress and leaves the other fields', () => {
    expect(applyBlocksIndexStatus(indexing, { finished: true, ratio: '1' }))
      .toEqual({ ...indexing, finished_indexing_blocks: true, indexed_blocks_ratio: '1' });
  });

  it('writes internal-transaction progress and leaves the other fields', () => {
    expect(applyInternalTxsIndexStatus(indexing, { finished: false, ratio: '0.6' }))
      .toEqual({ ...indexing, finished_indexing: false, indexed_internal_transactions_ratio: '0.6' });
  });

  it('does not invent a status when nothing was fetched yet', () => {
    expect(applyBlocksIndexStatus(undefined, { finished: false, ratio: '0.5' })).toBeUndefined();
    expect(applyInternalTxsIndexStatus(undefined, { finished: false, ratio: '0.5' })).toBeUndefined();
  });
});

describe('texts', () => {
  it('puts the percent in front of "Blocks Indexed"', () => {
    expect(blocksIndexedText(42)).toBe('42% Blocks Indexed');
    expect(blocksIndexedText(null)).toBe('Blocks are being indexed');
  });

  it('describes internal-transaction progress', () => {
    expect(internalTxsIndexedText(7)).toBe('7% of blocks with internal transactions indexed');
    expect(internalTxsIndexedText(null)).toBeNull();
  });
});
