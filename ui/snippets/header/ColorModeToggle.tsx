import { IconButton } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import React from 'react';

import { useClientValue } from 'lib/hooks/useIsClient';
import NavIcon from 'ui/shared/icons/NavIcon';

/** Light/dark switch. The chosen mode is stored by next-themes and applied before paint. */
export default function ColorModeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const mounted = useClientValue(() => true, false);

  const isDark = mounted && resolvedTheme === 'dark';
  const label = isDark ? 'Switch to light mode' : 'Switch to dark mode';

  return (
    <IconButton
      aria-label={ label }
      title={ label }
      variant="ghost"
      size="sm"
      color="icon.nav"
      _hover={{ color: 'brand.fg', bg: 'bg.hover' }}
      onClick={ () => setTheme(isDark ? 'light' : 'dark') }
      data-testid="color-mode-toggle"
      data-mode={ isDark ? 'dark' : 'light' }
    >
      <NavIcon name={ isDark ? 'sun' : 'moon' }/>
    </IconButton>
  );
}
