/** The watch-list form: address, name, and which movements are mailed. Shared by the watch-list page and the address page's star. */
import config from 'configs/app';
import type { WatchlistItem } from 'types/api/account';

import { isAddress, NAME_MAX_LENGTH, type FieldDef, type FormValues } from './formFields';

const KINDS = [ [ 'native', config.chain.currency.symbol ], [ 'ERC-20', 'ERC-20' ], [ 'ERC-721', 'NFT (ERC-721)' ] ] as const;

export const WATCHLIST_FIELDS: FieldDef[] = [
  { name: 'address_hash', label: 'Address (0x...)', required: true, validate: isAddress },
  { name: 'name', label: 'Private tag (max 35 characters)', required: true, maxLength: NAME_MAX_LENGTH },
  ...KINDS.flatMap(([ kind, label ]) => [
    { name: `${ kind }:incoming`, label: `${ label }: incoming`, kind: 'checkbox' as const },
    { name: `${ kind }:outcoming`, label: `${ label }: outgoing`, kind: 'checkbox' as const },
  ]),
  { name: 'email', label: 'Email notifications', kind: 'checkbox' },
];

export function watchlistValues(item?: Partial<WatchlistItem>): FormValues {
  const values: FormValues = { address_hash: item?.address_hash ?? '', name: item?.name ?? '', email: item?.notification_methods?.email ?? true };
  for (const [ kind ] of KINDS) {
    const settings = item?.notification_settings?.[kind];
    values[`${ kind }:incoming`] = settings?.incoming ?? true;
    values[`${ kind }:outcoming`] = settings?.outcoming ?? true;
  }
  return values;
}

export function watchlistBody(values: FormValues) {
  const notificationSettings = Object.fromEntries(KINDS.map(([ kind ]) =>
    [ kind, { incoming: values[`${ kind }:incoming`] === true, outcoming: values[`${ kind }:outcoming`] === true } ]));
  return { address_hash: String(values.address_hash).trim(), name: String(values.name).trim(),
    notification_settings: { ...notificationSettings, 'ERC-404': notificationSettings['ERC-721'] },
    notification_methods: { email: values.email === true } };
}

