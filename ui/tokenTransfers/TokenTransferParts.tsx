/**
 * Pieces of a token transfer row: the NFT id link, the amount with the token's symbol, the
 * token with its type, and "from → to" (with IN/OUT on an address page).
 */
import { Badge, Box, Flex, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import type { AddressParam } from 'types/api/address';
import type { TokenTransfer } from 'types/api/tokenTransfer';
import { AddressEntity, TokenEntity } from 'ui/shared/entities/entities';
import { TxDirectionBadge } from 'ui/txs/TxBadges';
import { txDirection } from 'ui/txs/txLabels';

import { getTransferValue, shortenTokenId, tokenInstanceHref, transferKindLabel } from './tokenTransferValue';

export function TokenIdLink({ tokenAddress, tokenId }: { tokenAddress: string; tokenId: string }) {
  return (
    <Link asChild color="text.link" _hover={{ color: 'text.linkHover' }} fontFamily="mono" title={ tokenId } data-testid="token-id">
      <NextLink href={ tokenInstanceHref(tokenAddress, tokenId) }>{ shortenTokenId(tokenId) }</NextLink>
    </Link>
  );
}

/** The amount with the token's symbol, or "—" when the transfer has none (ERC-721). */
export function TransferAmount({ transfer }: { transfer: TokenTransfer }) {
  const { amount, exactAmount } = getTransferValue(transfer);
  if (amount === null) return <Text as="span" color="text.secondary">—</Text>;
  const symbol = transfer.token.symbol ? ` ${ transfer.token.symbol }` : '';
  return (
    <Text as="span" title={ `${ exactAmount }${ symbol }` } data-testid="transfer-amount" wordBreak="break-all">
      { amount }{ symbol }
    </Text>
  );
}

/** The NFT id as a link to its instance page; nothing for fungible tokens. */
export function TransferTokenId({ transfer }: { transfer: TokenTransfer }) {
  const { tokenId } = getTransferValue(transfer);
  if (tokenId === null) return <Text as="span" color="text.secondary">—</Text>;
  return <TokenIdLink tokenAddress={ transfer.token.address_hash } tokenId={ tokenId }/>;
}

export function TransferToken({ transfer }: { transfer: TokenTransfer }) {
  const kind = transferKindLabel(transfer.type);
  return (
    <Flex align="center" gap="1.5" wrap="wrap" minW="0">
      <TokenEntity token={ transfer.token } noCopy/>
      <Badge size="sm" variant="subtle" flexShrink={ 0 } data-testid="token-type">{ transfer.token_type }</Badge>
      { kind && <Badge size="sm" variant="outline" flexShrink={ 0 }>{ kind }</Badge> }
    </Flex>
  );
}

/** "from → to"; on an address page the arrow becomes IN, OUT or SELF. */
export function AddressFromTo({ from, to, currentAddress }: {
  from: AddressParam | null;
  to: AddressParam | null;
  currentAddress?: string;
}) {
  const direction = from && to ? txDirection({ from, to, created_contract: null }, currentAddress) : undefined;
  return (
    <Flex align="center" gap="2" minW="0" wrap="wrap" data-testid="from-to">
      { from ? <AddressEntity address={ from }/> : <Text as="span" color="text.secondary">—</Text> }
      { /* The arrow goes with the recipient: when the line wraps it never stands alone. */ }
      <Flex as="span" align="center" gap="2" minW="0" maxW="100%">
        { direction ? <TxDirectionBadge direction={ direction }/> : (
          <Box as="span" color="text.secondary" flexShrink={ 0 }><span aria-hidden>→</span><VisuallyHidden>to</VisuallyHidden></Box>
        ) }
        { to ? <AddressEntity address={ to }/> : <Text as="span" color="text.secondary">—</Text> }
      </Flex>
    </Flex>
  );
}
