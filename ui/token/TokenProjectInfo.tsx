/**
 * The token's project info from the contracts-info service (submitted by the contract's
 * verified owner, approved by the explorer's team): description, website and links. Every
 * value is shown as text; only http(s) links become links, opened without referrer.
 */
import { Box, Flex, Link, Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { useApiQuery } from 'lib/api/useApiQuery';
import type { TokenInfoExtra } from 'types/api/contractInfo';

const LINKS: Array<[ keyof TokenInfoExtra, string ]> = [
  [ 'projectWebsite', 'Website' ], [ 'docs', 'Docs' ], [ 'github', 'GitHub' ], [ 'twitter', 'X (Twitter)' ], [ 'telegram', 'Telegram' ],
  [ 'discord', 'Discord' ], [ 'medium', 'Medium' ], [ 'reddit', 'Reddit' ], [ 'linkedin', 'LinkedIn' ], [ 'facebook', 'Facebook' ],
  [ 'slack', 'Slack' ], [ 'openSea', 'OpenSea' ], [ 'support', 'Support' ],
];

export function isWebLink(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value);
}

/** The approved info of `hash`, or undefined while loading, when there is none or the service is off. */
export function useTokenProjectInfo(hash: string): TokenInfoExtra | undefined {
  const query = useApiQuery('contractInfo:token_info', { pathParams: { hash },
    queryOptions: { enabled: config.features.verifiedTokens.isEnabled, retry: false, staleTime: 5 * 60_000 } });
  return query.data?.tokenAddress ? query.data : undefined;
}

export default function TokenProjectInfo({ info }: { info: TokenInfoExtra }) {
  const links = LINKS.filter(([ field ]) => isWebLink(info[field]));
  return (
    <Box borderWidth="1px" borderColor="border.divider" borderRadius="xl" p="4" mb="6" bg="bg.card" data-testid="token-project-info">
      { info.projectName && <Text fontWeight={ 600 } mb="1" data-testid="token-project-name">{ info.projectName }</Text> }
      { info.projectDescription && <Text fontSize="sm" color="text.secondary" mb="3" whiteSpace="pre-wrap">{ info.projectDescription }</Text> }
      <Flex gap="4" wrap="wrap" fontSize="sm">
        { links.map(([ field, label ]) => (
          <Link key={ field } href={ info[field] as string } target="_blank" rel="noopener noreferrer nofollow" color="text.link" data-testid="token-project-link">
            { label }
          </Link>
        )) }
        { info.coinGeckoTicker && <Text color="text.secondary">CoinGecko: { info.coinGeckoTicker }</Text> }
        { info.coinMarketCapTicker && <Text color="text.secondary">CoinMarketCap: { info.coinMarketCapTicker }</Text> }
        { info.defiLlamaTicker && <Text color="text.secondary">DefiLlama: { info.defiLlamaTicker }</Text> }
      </Flex>
    </Box>
  );
}
