/**
 * The parts every entity display (address, block, transaction, token) is made of: an
 * inline row with an optional icon, a link (or plain text) and a copy button. Chain strings
 * are rendered as text children, never as HTML.
 */
import { Flex, Link, Skeleton, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import CopyToClipboard from 'ui/shared/CopyToClipboard';

export interface EntityLinkProps {
  /** Where the entity's page is; no link when undefined. */
  href?: string;
  /** What is shown (already shortened as the caller wants). */
  text: string;
  /** The full value, shown on hover. */
  title?: string;
  /** The text put on the clipboard; no copy button when undefined. */
  copyText?: string;
  icon?: React.ReactNode;
  isLoading?: boolean;
  /** Monospace for hashes, so shortened ones line up in lists. */
  isHash?: boolean;
  testId?: string;
}

export default function EntityLink({ href, text, title, copyText, icon, isLoading, isHash, testId }: EntityLinkProps) {
  if (isLoading) return <Skeleton h="20px" w="120px" display="inline-block" data-testid={ testId ? `${ testId }-skeleton` : undefined }/>;
  const content = (
    <Text as="span" fontFamily={ isHash ? 'mono' : undefined } title={ title } overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
      { text }
    </Text>
  );
  return (
    <Flex as="span" display="inline-flex" alignItems="center" gap="1.5" minW="0" maxW="100%" data-testid={ testId }>
      { icon }
      { href ? (
        <Link asChild color="text.link" _hover={{ color: 'text.linkHover' }} minW="0">
          <NextLink href={ href }>{ content }</NextLink>
        </Link>
      ) : content }
      { copyText !== undefined && <CopyToClipboard text={ copyText }/> }
    </Flex>
  );
}
