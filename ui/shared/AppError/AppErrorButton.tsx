/** Link-styled button used as the main action of the error screens. */
import { Button } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

export interface AppErrorButtonProps {
  /** Target route; defaults to the home page. */
  href?: string;
  /** Button label; defaults to "Back to home". */
  children?: React.ReactNode;
}

/** "Back to home" (or another in-app link) rendered as a solid button. */
export default function AppErrorButton({ href = '/', children = 'Back to home' }: AppErrorButtonProps) {
  return (
    <Button asChild colorPalette="brand" size="lg" minW="180px">
      <NextLink href={ href }>{ children }</NextLink>
    </Button>
  );
}
