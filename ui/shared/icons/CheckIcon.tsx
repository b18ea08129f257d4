/**
 * Check mark on a 24×24 grid, stroked with `currentColor`. Decorative (hidden from screen
 * readers); used to confirm an action such as a copy.
 */
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import React from 'react';

/** Check icon, 1em square by default. */
export default function CheckIcon(props: HTMLChakraProps<'svg'>) {
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
      <path d="M4 12.5l5 5L20 6.5"/>
    </chakra.svg>
  );
}
