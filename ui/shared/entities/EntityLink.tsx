/**
 * The parts every entity display (address, block, transaction, token) is made of: an
 * inline row with an optional icon, a link (or plain text) and a copy button. Chain strings
 * are rendered as text children, never as HTML.
 */
import { Flex, Link, Skeleton, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import CopyToClipboard from 'ui/shared/CopyToClipboard';

import HashText from './HashText';

export interface EntityLinkProps {
  /** Where the entity's page is; no link when undefined. */
  href?: string;
  /** The page is on another site (the L1 explorer): a plain link opening a new tab. */
  isExternal?: boolean;
  /** What is shown (already shortened as the caller wants). */
  text: string;
  /** The full value, shown on hover. */
  title?: string;
  /** The text put on the clipboard; no copy button when undefined. */
  copyText?: string;
  icon?: React.ReactNode;
  isLoading?: boolean;
  /** The text is a hash: monospace, so shortened ones line up in lists, and cut in the middle when it does not fit. */
  isHash?: boolean;
  testId?: string;
}

export default function EntityLink({ href, isExternal, text, title, copyText, icon, isLoading, isHash, testId }: EntityLinkProps) {
  if (isLoading) return <Skeleton h="20px" w="120px" display="inline-block" data-testid={ testId ? `${ testId }-skeleton` : undefined }/>;
  // A hash that does not fit is cut in the middle, never at its end; a name may lose its end.
  const content = isHash ?
    <HashText hash={ text } title={ title }/> :
    <Text as="span" title={ title } overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">{ text }</Text>;
  return (
    <Flex as="span" display="inline-flex" alignItems="center" gap="1.5" minW="0" maxW="100%" data-testid={ testId }>
      { icon }
      { href ? (
        // The hash's two parts are separate boxes; the label keeps the link's name one word.
        <Link asChild color="text.link" _hover={{ color: 'text.linkHover' }} minW="0" aria-label={ isHash ? text : undefined }>
          { isExternal ? <a href={ href } target="_blank" rel="noopener noreferrer">{ content }</a> : <NextLink href={ href }>{ content }</NextLink> }
        </Link>
      ) : content }
      { copyText !== undefined && <CopyToClipboard text={ copyText }/> }
    </Flex>
  );
}
