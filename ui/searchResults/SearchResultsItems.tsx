/**
 * The results of one category on /search-results: a table on desktop, cards on mobile. Each
 * result shows its entity (link, hash, copy), its kind and what else identifies it (token
 * symbol, block or transaction time, app description).
 */
import { Badge, Box, Flex, Table, Text } from '@chakra-ui/react';
import React from 'react';

import { getSearchResultHref, getSearchResultKey, type SearchEntry } from 'lib/search/categories';
import CopyToClipboard from 'ui/shared/CopyToClipboard';
import NavIcon from 'ui/shared/icons/NavIcon';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import TimeInfo from 'ui/shared/values/TimeInfo';

import HighlightedText from './HighlightedText';
import { ResultIcon, resultSubtitle, resultTitle, resultTypeLabel } from './resultParts';
import ResultLink from './ResultLink';

interface Props {
  items: ReadonlyArray<SearchEntry>;
  term: string;
}

function titleIsHash(entry: SearchEntry): boolean {
  return entry.type === 'transaction' || ((entry.type === 'address' || entry.type === 'contract') && !entry.name);
}

/** Icon, the linked title with the match marked, and the hash under it with a copy button. */
export function SearchResultEntity({ entry, term }: { entry: SearchEntry; term: string }) {
  const target = getSearchResultHref(entry);
  const title = resultTitle(entry);
  const subtitle = resultSubtitle(entry);
  const isHash = titleIsHash(entry);
  const titleNode = (
    <>
      { entry.type === 'block' && 'Block #' }
      <HighlightedText text={ title } term={ term }/>
    </>
  );
  return (
    <Flex gap="2" align="flex-start" minW="0" data-testid="search-result-entity">
      <Box pt="0.5"><ResultIcon entry={ entry }/></Box>
      <Box minW="0" flex="1">
        <Flex align="center" gap="1" minW="0">
          { target ? (
            <ResultLink
              href={ target.href }
              isExternal={ target.isExternal }
              color="text.link"
              _hover={{ color: 'text.linkHover' }}
              fontWeight={ 600 }
              fontFamily={ isHash ? 'mono' : undefined }
              display="inline"
              wordBreak={ isHash ? 'break-all' : 'break-word' }
              minW="0"
              data-testid="search-result-link"
            >
              { titleNode }
              { target.isExternal && <NavIcon name="externalLink" boxSize="14px" ml="1" display="inline"/> }
            </ResultLink>
          ) : <Text fontWeight={ 600 } wordBreak="break-all">{ titleNode }</Text> }
          { isHash && <CopyToClipboard text={ title }/> }
        </Flex>
        { subtitle && (
          <Flex align="center" gap="1" minW="0">
            <Text fontSize="xs" color="text.secondary" fontFamily="mono" wordBreak="break-all">
              <HighlightedText text={ subtitle } term={ term }/>
            </Text>
            <CopyToClipboard text={ subtitle }/>
          </Flex>
        ) }
      </Box>
    </Flex>
  );
}

export function SearchResultTypeTag({ entry }: { entry: SearchEntry }) {
  return <Badge size="sm" variant="subtle" colorPalette="gray" data-testid="search-result-type">{ resultTypeLabel(entry) }</Badge>;
}

/** What else identifies a result, or null. */
export function SearchResultDetails({ entry }: { entry: SearchEntry }) {
  switch (entry.type) {
    case 'token':
      return (
        <Text as="span" fontSize="sm" data-testid="search-result-details">
          { entry.symbol ? <>Symbol <Text as="span" fontWeight={ 600 }>{ entry.symbol }</Text></> : 'No symbol' }
          { entry.is_smart_contract_verified && <Text as="span" color="text.secondary"> · verified contract</Text> }
        </Text>
      );
    case 'transaction':
    case 'block':
      return <Box fontSize="sm" data-testid="search-result-details"><TimeInfo timestamp={ entry.timestamp } withAbsolute/></Box>;
    case 'address':
    case 'contract':
    case 'label':
      return entry.is_smart_contract_verified ?
        <Text as="span" fontSize="sm" data-testid="search-result-details">Verified contract</Text> :
        null;
    case 'app':
      return entry.app.shortDescription ?
        <Text as="span" fontSize="sm" color="text.secondary" data-testid="search-result-details">{ entry.app.shortDescription }</Text> :
        null;
    default:
      return null;
  }
}

export default function SearchResultsItems({ items, term }: Props) {
  return (
    <ListItemsLayout minW="700px"
      head={ (
        <>
          <ListTh w="55%">Result</ListTh>
          <ListTh w="15%">Type</ListTh>
          <ListTh w="30%">Details</ListTh>
        </>
      ) }
      rows={ items.map((entry) => (
        <Table.Row key={ getSearchResultKey(entry) } data-testid="search-result-row" data-type={ entry.type }>
          <ListTd><SearchResultEntity entry={ entry } term={ term }/></ListTd>
          <ListTd><SearchResultTypeTag entry={ entry }/></ListTd>
          <ListTd><SearchResultDetails entry={ entry }/></ListTd>
        </Table.Row>
      )) }
      cards={ items.map((entry) => {
        const details = SearchResultDetails({ entry });
        return (
          <ListCard key={ getSearchResultKey(entry) } testId="search-result-card">
            <SearchResultEntity entry={ entry } term={ term }/>
            <ListCardRow label="Type"><SearchResultTypeTag entry={ entry }/></ListCardRow>
            { details && <ListCardRow label="Details">{ details }</ListCardRow> }
          </ListCard>
        );
      }) }
    />
  );
}
