/**
 * The link of a search result: a Next.js link for pages of the explorer, or a plain link that
 * opens in a new tab for an external app.
 */
import { Link, type LinkProps } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

interface Props extends Omit<LinkProps, 'href'> {
  href: string;
  isExternal: boolean;
}

export default function ResultLink({ href, isExternal, children, ...rest }: Props) {
  if (isExternal) {
    return <Link href={ href } target="_blank" rel="noopener noreferrer" { ...rest }>{ children }</Link>;
  }
  return <Link asChild { ...rest }><NextLink href={ href }>{ children }</NextLink></Link>;
}
