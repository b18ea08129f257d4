/**
 * "Copy" glyph: two overlapping sheets on a 24×24 grid, stroked with `currentColor` so it
 * follows the text colour in light and dark mode. Decorative (hidden from screen readers);
 * the button around it carries the label.
 */
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import React from 'react';

/** Copy icon, 1em square by default. */
export default function CopyIcon(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      { ...props }
    >
      <rect x="9" y="9" width="12" height="12" rx="2"/>
      <path d="M5 15H4a1 1 0 01-1-1V4a1 1 0 011-1h10a1 1 0 011 1v1"/>
    </chakra.svg>
  );
}
