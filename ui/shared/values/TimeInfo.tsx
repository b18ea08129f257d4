/**
 * A timestamp as relative time ("12s ago", spec §9 units) with the exact UTC time on hover,
 * or both side by side on details pages. The relative part comes from the page's one shared
 * clock (lib/hooks/useTimeAgo) and appears after hydration, so the server HTML and the first
 * client render agree.
 */
import { chakra, Text } from '@chakra-ui/react';
import React from 'react';

import useTimeAgo from 'lib/hooks/useTimeAgo';

/** "Nov 21, 2026, 14:03:07 UTC": English, 24-hour, always UTC so it is the same everywhere. */
export function formatUtc(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return `${ date.toLocaleString('en-US', {
    timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }) } UTC`;
}

interface Props {
  timestamp: string | null | undefined;
  /** Details pages: "12s ago | Nov 21, 2026, 14:03:07 UTC". */
  withAbsolute?: boolean;
}

/**
 * The styled part, memoised on its text: Chakra's style work runs only when the shown text
 * really changes, not when a parent re-renders.
 */
const TimeText = React.memo(function TimeText({ timestamp, absolute, relative, withAbsolute }: {
  timestamp: string; absolute: string; relative: string; withAbsolute?: boolean;
}) {
  if (withAbsolute) {
    return (
      <Text as="span" data-testid="time-info">
        { relative && <Text as="span">{ relative } | </Text> }
        <Text as="span" color={ relative ? 'text.secondary' : undefined }>{ absolute }</Text>
      </Text>
    );
  }
  return (
    <chakra.time dateTime={ timestamp } title={ absolute } color="text.secondary" whiteSpace="nowrap" data-testid="time-info">
      { relative || absolute }
    </chakra.time>
  );
});

export default function TimeInfo({ timestamp, withAbsolute }: Props) {
  const relative = useTimeAgo(timestamp);
  // Intl formatting is slow; the absolute time only changes with the timestamp.
  const absolute = React.useMemo(() => timestamp ? formatUtc(timestamp) : '', [ timestamp ]);
  if (!timestamp) return <Text as="span" color="text.secondary">—</Text>;
  return <TimeText timestamp={ timestamp } absolute={ absolute } relative={ relative } withAbsolute={ withAbsolute }/>;
}
