/**
 * The details card of the address page: creator (contracts), token, balance, token holdings,
 * counters and the block the balance was last updated at.
 */
import { Flex, Text } from '@chakra-ui/react';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import { formatNumber } from 'lib/format';
import type { AddressCounters, AddressDetail } from 'types/api/address';
import { DetailsGrid, DetailsInfoItem } from 'ui/shared/details/DetailsInfoItem';
import { AddressEntity, BlockEntity, TokenEntity, TxEntity } from 'ui/shared/entities/entities';
import CoinValue from 'ui/shared/values/CoinValue';

import TokenSelect from '../tokenSelect/TokenSelect';

interface Props {
  hash: string;
  address: AddressDetail | undefined;
  isLoading: boolean;
}

function Counter({ counters, field, isLoading }: { counters: AddressCounters | undefined; field: keyof AddressCounters; isLoading: boolean }) {
  if (isLoading) return null;
  const value = counters?.[field];
  return <Text as="span" data-testid={ `address-counter-${ field }` }>{ value === undefined ? '—' : formatNumber(value) }</Text>;
}

export default function AddressDetails({ hash, address, isLoading }: Props) {
  const countersQuery = useApiQuery('general:address_counters', { pathParams: { hash } });
  const counters = countersQuery.data;
  const countersLoading = countersQuery.isPending;
  const validations = Number(counters?.validations_count ?? 0);

  return (
    <DetailsGrid testId="address-details">
      { address?.is_contract && address.creator_address_hash && (
        <DetailsInfoItem label="Creator" hint="The address that deployed this contract, and the deploying transaction" id="creator">
          <Flex as="span" gap="1.5" align="center" wrap="wrap" minW="0">
            <AddressEntity address={{ hash: address.creator_address_hash, name: null, is_contract: null }}/>
            { address.creation_transaction_hash && (
              <>
                <Text as="span" color="text.secondary">at txn</Text>
                <TxEntity hash={ address.creation_transaction_hash }/>
              </>
            ) }
          </Flex>
        </DetailsInfoItem>
      ) }
      { address?.token && (
        <DetailsInfoItem label="Token" hint="The token this contract implements" id="token">
          <TokenEntity token={ address.token }/>
        </DetailsInfoItem>
      ) }
      <DetailsInfoItem label="Balance" hint="Native coin balance, every digit" isLoading={ isLoading } id="balance">
        <CoinValue value={ address?.coin_balance ?? '0' } exact testId="address-balance"/>
      </DetailsInfoItem>
      { (address?.has_tokens || isLoading) && (
        <DetailsInfoItem label="Tokens" hint="Tokens this address holds" isLoading={ isLoading } id="tokens">
          <TokenSelect hash={ hash }/>
        </DetailsInfoItem>
      ) }
      <DetailsInfoItem label="Transactions" hint="Transactions sent from, to or creating this address" isLoading={ countersLoading }
        id="transactions">
        <Counter counters={ counters } field="transactions_count" isLoading={ countersLoading }/>
      </DetailsInfoItem>
      <DetailsInfoItem label="Transfers" hint="Token transfers to and from this address" isLoading={ countersLoading } id="transfers">
        <Counter counters={ counters } field="token_transfers_count" isLoading={ countersLoading }/>
      </DetailsInfoItem>
      <DetailsInfoItem label="Gas used" hint="Gas used by the transactions this address sent" isLoading={ countersLoading } id="gas-used">
        <Counter counters={ counters } field="gas_usage_count" isLoading={ countersLoading }/>
      </DetailsInfoItem>
      { validations > 0 && (
        <DetailsInfoItem label="Blocks validated" hint="Blocks this address produced" id="validations">
          <Counter counters={ counters } field="validations_count" isLoading={ countersLoading }/>
        </DetailsInfoItem>
      ) }
      <DetailsInfoItem label="Last balance update" hint="The block the balance above was read at" isLoading={ isLoading } id="balance-block">
        { address?.block_number_balance_updated_at !== null && address?.block_number_balance_updated_at !== undefined ?
          <BlockEntity height={ address.block_number_balance_updated_at }/> :
          <Text as="span" color="text.secondary">—</Text> }
      </DetailsInfoItem>
    </DetailsGrid>
  );
}
