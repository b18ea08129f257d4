/**
 * Line icons for navigation and the header, drawn on a 24×24 grid with `currentColor`
 * strokes so they follow the text colour in light and dark mode.
 */
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import React from 'react';

const PATHS = {
  transactions: 'M4 7h13l-3-3M20 17H7l3 3',
  blocks: 'M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3zM12 12l8-4.5M12 12v9M12 12L4 7.5',
  topAccounts: 'M8 11a3 3 0 100-6 3 3 0 000 6zM2 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 11a3 3 0 100-6M18 14c2.3.6 4 2.9 4 6',
  verifiedContracts: 'M6 3h9l4 4v14H6zM14 3v5h5M9 14l2 2 4-4',
  contract: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h6M9 16h6',
  withdrawals: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  deposits: 'M12 20V9M7 14l5-5 5 5M5 4h14',
  batches: 'M4 6h16M4 12h16M4 18h10',
  outputRoots: 'M12 21V11M12 11L6 5M12 11l6-6M6 5H4M18 5h2',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  tokens: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v10M9 9.5c0-1.1 1.3-2 3-2s3 .9 3 2-1.3 2-3 2.5-3 1.4-3 2.5 1.3 2 3 2 3-.9 3-2',
  apps: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  stats: 'M4 20V10M10 20V4M16 20v-8M22 20H2',
  restApi: 'M8 6l-5 6 5 6M16 6l5 6-5 6M13.5 4l-3 16',
  graphql: 'M12 3l7.8 4.5v9L12 21l-7.8-4.5v-9zM12 3L4.2 16.5h15.6z',
  rpc: 'M5 12h14M13 6l6 6-6 6',
  other: 'M5 12h.01M12 12h.01M19 12h.01',
  watchlist: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  privateTags: 'M3 12V4h8l10 10-8 8zM7.5 7.5h.01',
  publicTags: 'M3 12V4h8l10 10-8 8zM7.5 7.5h.01M14 9l3 3',
  apiKeys: 'M15 9a4 4 0 11-8 0 4 4 0 018 0zM13.8 12L21 19.2 19.2 21M17 15l2-2',
  customAbi: 'M9 4H6v16h3M15 4h3v16h-3',
  verifiedAddrs: 'M12 3l7 3v6c0 4.4-3 7.9-7 9-4-1.1-7-4.6-7-9V6zM9 12l2 2 4-4',
  profile: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4.4 3.6-7 8-7s8 2.6 8 7',
  sun: 'M12 17a5 5 0 100-10 5 5 0 000 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  moon: 'M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z',
  arrowLeft: 'M15 6l-6 6 6 6',
  arrowRight: 'M9 6l6 6-6 6',
  arrowDown: 'M6 9l6 6 6-6',
  burger: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-4.8-4.8',
  externalLink: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  networks: 'M4 5h16v4H4zM4 15h16v4H4zM8 7h.01M8 17h.01',
  wallet: 'M3 7h16a2 2 0 012 2v9a2 2 0 01-2 2H5a2 2 0 01-2-2zM3 7l12-4v4M16 13.5h.01',
  signOut: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  github: 'M9 19c-4.3 1.4-4.3-2.5-6-3m12 5v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 00-1.3-3.2 4.2 4.2 0 00-.1-3.2s-1.1-.3-3.5 1.3a12.3 12.3 0 00-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 00-.1 3.2A4.6 4.6 0 004 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21',
  twitter: 'M4 4l16 16M20 4L4 20',
  discussions: 'M4 5h16v10H9l-5 4z',
  issue: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 8v5M12 16h.01',
  copy: 'M11 9h8a2 2 0 012 2v8a2 2 0 01-2 2h-8a2 2 0 01-2-2v-8a2 2 0 012-2zM5 15H4a1 1 0 01-1-1V4a1 1 0 011-1h10a1 1 0 011 1v1',
  check: 'M4 12.5l5 5L20 6.5',
} as const;

export type NavIconName = keyof typeof PATHS;

interface Props extends HTMLChakraProps<'svg'> {
  name: NavIconName;
}

export default function NavIcon({ name, boxSize = '20px', ...rest }: Props) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize={ boxSize }
      flexShrink={ 0 }
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      { ...rest }
    >
      <path d={ PATHS[name] }/>
    </chakra.svg>
  );
}
