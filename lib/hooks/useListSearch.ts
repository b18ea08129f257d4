import React from 'react';

import useDebounce from './useDebounce';

/** Spec §9: a list's search runs 300 ms after the last keystroke. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of a filtered list (tokens, verified contracts, chart titles): the text as
 * typed, and the search handed to `onSearch` — trimmed, 300 ms after the last keystroke,
 * only when it differs from `current` (the one in the URL). `term` is the trimmed text now,
 * for the list's other controls to keep what was typed when they change the URL first.
 */
export default function useListSearch(current: string, onSearch: (term: string) => void) {
  const [ text, setText ] = React.useState(current);
  const debounced = useDebounce(text.trim(), LIST_SEARCH_DEBOUNCE_MS);
  React.useEffect(() => {
    if (debounced !== current) onSearch(debounced);
    // Only a new search term sends: a new callback or the URL catching up with the term must not send it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ debounced ]);

  const onChange = React.useCallback((event: React.ChangeEvent<HTMLInputElement>) => setText(event.target.value), []);
  return { term: text.trim(), inputProps: { value: text, onChange } };
}
