/**
 * Small icon button that copies a value (hash, address, amount) and confirms with a check
 * mark and a "Copied" note for {@link COPY_CONFIRMATION_MS}.
 */
import { Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import React from 'react';

import NavIcon from 'ui/shared/icons/NavIcon';

/** How long the confirmation stays after a successful copy (spec §9). */
export const COPY_CONFIRMATION_MS = 1_000;

/** Accessible name of the button. */
export const COPY_LABEL = 'Copy to clipboard';

/** Props of {@link CopyToClipboard}. */
export interface CopyToClipboardProps {
  /** The exact text put on the clipboard. */
  text: string;
  /** Renders nothing while the value is still loading. */
  isLoading?: boolean;
  /** Button size from the Chakra button recipe; default '2xs' to sit inline with text. */
  size?: IconButtonProps['size'];
  /** Called after the text was copied. */
  onCopy?: () => void;
}

/**
 * Copies `text`, using the async Clipboard API and, where it is missing (plain-http pages,
 * old browsers), a hidden textarea with `execCommand('copy')`. Resolves to whether it worked.
 */
async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied or document not focused: try the legacy path below.
    }
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  textarea.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
  }
}

/** Copy button with a timed "Copied" confirmation. */
export default function CopyToClipboard({ text, isLoading = false, size = '2xs', onCopy }: CopyToClipboardProps) {
  const [ isCopied, setIsCopied ] = React.useState(false);
  const timerRef = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  // Clear a pending reset on unmount so it never fires on a dead component.
  React.useEffect(() => () => clearTimeout(timerRef.current), []);

  const handleClick = React.useCallback(async() => {
    if (!await copyText(text)) {
      return;
    }
    // A second copy restarts the full confirmation period.
    clearTimeout(timerRef.current);
    setIsCopied(true);
    timerRef.current = setTimeout(() => setIsCopied(false), COPY_CONFIRMATION_MS);
    onCopy?.();
  }, [ text, onCopy ]);

  if (isLoading) {
    return null;
  }

  return (
    <Box as="span" position="relative" display="inline-flex" flexShrink={ 0 } verticalAlign="middle">
      <IconButton
        aria-label={ COPY_LABEL }
        title={ isCopied ? undefined : COPY_LABEL }
        variant="ghost"
        size={ size }
        color={ isCopied ? 'green.500' : 'fg.muted' }
        _hover={{ color: isCopied ? 'green.500' : 'fg' }}
        onClick={ handleClick }
      >
        <NavIcon name={ isCopied ? 'check' : 'copy' } boxSize="1em"/>
      </IconButton>
      { /* Polite live region: screen readers hear the confirmation too. */ }
      <Box as="span" role="status" aria-live="polite">
        { isCopied && (
          <Box
            as="span"
            position="absolute"
            bottom="calc(100% + 4px)"
            left="50%"
            transform="translateX(-50%)"
            px={ 2 }
            py={ 0.5 }
            borderRadius="sm"
            bg="gray.800"
            color="white"
            fontSize="xs"
            whiteSpace="nowrap"
            pointerEvents="none"
            zIndex="tooltip"
          >
            Copied
          </Box>
        ) }
      </Box>
    </Box>
  );
}
