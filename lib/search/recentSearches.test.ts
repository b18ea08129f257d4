import {
  addRecentSearch, clearRecentSearches, deleteRecentSearch, getRecentSearches, parseRecentSearches, removeRecentSearch,
  RECENT_SEARCHES_STORAGE_KEY, saveRecentSearch, subscribeRecentSearches,
} from './recentSearches';

describe('recent searches list', () => {
  it('puts a new term first and trims it', () => {
    expect(addRecentSearch([ 'b', 'c' ], '  a ')).toEqual([ 'a', 'b', 'c' ]);
  });

  it('moves a repeated term to the front instead of keeping two', () => {
    expect(addRecentSearch([ 'a', 'b', 'c' ], 'c')).toEqual([ 'c', 'a', 'b' ]);
  });

  it('keeps at most 9, dropping the oldest', () => {
    let list: Array<string> = [];
    for (let index = 1; index <= 10; index++) list = addRecentSearch(list, `term ${ index }`);
    expect(list).toHaveLength(9);
    expect(list[0]).toBe('term 10');
    expect(list[8]).toBe('term 2');
    expect(list).not.toContain('term 1');
  });

  it('ignores a blank term', () => {
    expect(addRecentSearch([ 'a' ], '   ')).toEqual([ 'a' ]);
  });

  it('removes one term and leaves the others in order', () => {
    expect(removeRecentSearch([ 'a', 'b', 'c' ], 'b')).toEqual([ 'a', 'c' ]);
  });

  it('reads back only what a list of strings can be', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches(JSON.stringify([ 'a', 1, 'a', ' ', 'b' ]))).toEqual([ 'a', 'b' ]);
    expect(parseRecentSearches(JSON.stringify(Array.from({ length: 12 }, (_, index) => `t${ index }`)))).toHaveLength(9);
  });
});

describe('recent searches store', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves to localStorage, notifies subscribers and returns the same array while unchanged', () => {
    const onChange = jest.fn();
    const unsubscribe = subscribeRecentSearches(onChange);
    saveRecentSearch('QUSD');
    saveRecentSearch('12');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]')).toEqual([ '12', 'QUSD' ]);
    expect(getRecentSearches()).toBe(getRecentSearches());
    deleteRecentSearch('12');
    expect(getRecentSearches()).toEqual([ 'QUSD' ]);
    clearRecentSearches();
    expect(getRecentSearches()).toEqual([]);
    unsubscribe();
    saveRecentSearch('x');
    expect(onChange).toHaveBeenCalledTimes(4);
  });
});
