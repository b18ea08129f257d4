/** Arrows beside the block height: to the block before and after, disabled at either end. */
import { Flex, IconButton } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

interface Props {
  height: number;
  /** Newest known height; undefined while unknown (next stays enabled). */
  tip: number | undefined;
}

function Arrow({ label, href, direction, testId }: { label: string; href?: string; direction: 'prev' | 'next'; testId: string }) {
  const glyph = <span aria-hidden>{ direction === 'prev' ? '‹' : '›' }</span>;
  if (!href) {
    return <IconButton size="2xs" variant="outline" aria-label={ label } disabled data-testid={ testId }>{ glyph }</IconButton>;
  }
  return (
    <IconButton asChild size="2xs" variant="outline" aria-label={ label } data-testid={ testId }>
      <NextLink href={ href }>{ glyph }</NextLink>
    </IconButton>
  );
}

export default function BlockPrevNext({ height, tip }: Props) {
  const isTip = tip !== undefined && height >= tip;
  return (
    <Flex as="span" display="inline-flex" gap="1" ml="3" verticalAlign="middle">
      <Arrow label="Previous block" direction="prev" href={ height > 0 ? `/block/${ height - 1 }` : undefined } testId="block-prev"/>
      <Arrow label="Next block" direction="next" href={ isTip ? undefined : `/block/${ height + 1 }` } testId="block-next"/>
    </Flex>
  );
}
