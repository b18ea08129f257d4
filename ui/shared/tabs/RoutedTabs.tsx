/**
 * Tabs whose active tab lives in the URL (`?tab=logs`), so a tab can be linked, reloaded and
 * reached with back/forward. Only the active tab is mounted: hidden tabs fetch nothing.
 */
import { Badge, Box, Tabs } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import useActiveTabInView from './useActiveTabInView';

export interface RoutedTab {
  id: string;
  title: string;
  /** Shown as a badge; `null` hides it (unknown yet), 0 shows "0". */
  count?: number | null;
  component: React.ReactNode;
}

export const TAB_QUERY_KEY = 'tab';

/** Counts as Blockscout shows them: 51 and more (capped by the API) become "50+". */
export function formatTabCount(count: number): string {
  return count > 50 ? '50+' : String(count);
}

export default function RoutedTabs({ tabs, testId }: { tabs: Array<RoutedTab>; testId?: string }) {
  const router = useRouter();
  const requested = typeof router.query[TAB_QUERY_KEY] === 'string' ? router.query[TAB_QUERY_KEY] : undefined;
  const active = tabs.find((tab) => tab.id === requested)?.id ?? tabs[0]?.id;
  const stripRef = React.useRef<HTMLDivElement>(null);
  useActiveTabInView(stripRef, active);

  const handleChange = React.useCallback(({ value }: { value: string }) => {
    // Only the route's own params survive: filters and the page cursor belong to the previous tab's list.
    const routeParams = new Set([ ...router.pathname.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g) ].map((match) => match[1]));
    const query = Object.fromEntries(Object.entries(router.query).filter(([ key ]) => routeParams.has(key)));
    if (value !== tabs[0]?.id) query[TAB_QUERY_KEY] = value;
    router.push({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  }, [ router, tabs ]);

  return (
    <Tabs.Root value={ active } onValueChange={ handleChange } lazyMount unmountOnExit variant="line" data-testid={ testId }>
      <Box ref={ stripRef } overflowX="auto" mb="6">
        <Tabs.List borderColor="border.divider">
          { tabs.map((tab) => (
            <Tabs.Trigger key={ tab.id } value={ tab.id } whiteSpace="nowrap" flexShrink={ 0 } data-testid={ `tab-${ tab.id }` }>
              { tab.title }
              { typeof tab.count === 'number' && (
                <Badge size="sm" variant="subtle" ml="1" aria-label={ `${ tab.count } items` }>{ formatTabCount(tab.count) }</Badge>
              ) }
            </Tabs.Trigger>
          )) }
        </Tabs.List>
      </Box>
      { tabs.map((tab) => (
        <Tabs.Content key={ tab.id } value={ tab.id } p="0">{ tab.component }</Tabs.Content>
      )) }
    </Tabs.Root>
  );
}
