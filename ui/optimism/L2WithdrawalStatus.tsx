/**
 * An L2 → L1 withdrawal's status, exactly as the API words it. While its challenge period
 * runs ("In challenge period") the time left follows. "Ready to prove" and "Ready for relay"
 * are the sender's turn, so they link to the bridge's withdrawal page when one is configured
 * (`NEXT_PUBLIC_ROLLUP_L2_WITHDRAWAL_URL`).
 */
import { Flex, Link, Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import type { OptimismWithdrawal } from 'types/api/optimism';

import useTimeLeft from './useTimeLeft';

/** The statuses at which the withdrawal waits for its sender to act on L1. */
const ACTIONABLE_STATUSES: ReadonlyArray<string> = [ 'Ready to prove', 'Ready for relay' ];

function bridgeUrl(status: string): string | undefined {
  const feature = config.features.rollup;
  return feature.isEnabled && feature.l2WithdrawalUrl && ACTIONABLE_STATUSES.includes(status) ? feature.l2WithdrawalUrl : undefined;
}

function TimeLeft({ end }: { end: string }) {
  const left = useTimeLeft(end);
  if (!left) return null;
  return <Text as="span" color="text.secondary" whiteSpace="nowrap" data-testid="withdrawal-time-left">{ left }</Text>;
}

export default function L2WithdrawalStatus({ status, challengePeriodEnd }: {
  status: OptimismWithdrawal['status'];
  challengePeriodEnd?: string | null;
}) {
  const href = bridgeUrl(status);
  return (
    <Flex as="span" display="inline-flex" columnGap="2" rowGap="0.5" wrap="wrap" align="baseline" data-testid="withdrawal-status">
      { href ? (
        <Link href={ href } target="_blank" rel="noopener noreferrer" color="text.link" _hover={{ color: 'text.linkHover' }}>{ status }</Link>
      ) : <Text as="span">{ status }</Text> }
      { challengePeriodEnd && <TimeLeft end={ challengePeriodEnd }/> }
    </Flex>
  );
}
