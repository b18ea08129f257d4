/**
 * The account API (GUIDE §9) at `/api/account/v1` (the spec's paths) and `/api/account/v2`
 * (the same file, re-exported). The subtree's rules are in ../autohooks.ts: off, every
 * route 404 "Account functionality is disabled"; a mutation without the session's CSRF
 * token, 403. Without a session: 401 "Unauthorized".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { ADDRESS_HASH_PATTERN, LOWERCASE_ADDRESS_HASH_PATTERN, LOWERCASE_FULL_HASH_PATTERN } from '../../../../../../types/hashes';
import { ApiError, NotFoundError } from '../../../../../http/errors';
import { PAGE_SIZE } from '../../../../../http/pagination';
import type { AccountConfig } from '../../../../../account/config';
import { sendConfirmation } from '../../../../../account/emailConfirmation';
import { CSRF_RESPONSE_HEADER, sessionOf } from '../../../../../account/requestSession';
import {
  serializeAddressTags, serializeApiKey, serializeCustomAbis, serializePublicTags, serializeTransactionTag, serializeUser,
  serializeWatchlist,
} from '../../../../../account/serializers';
import { createApiKey } from '../../../../../account/apiKeys';
import { listApiKeys, renameApiKey } from '../../../../../db/queries/account/apiKeys';
import { insertCustomAbi, listCustomAbis, updateCustomAbi } from '../../../../../db/queries/account/customAbis';
import { atLimit, deleteRow, type OwnedTable } from '../../../../../db/queries/account/ownedRows';
import { insertPublicTag, listPublicTags, updatePublicTag, type PublicTagFields } from '../../../../../db/queries/account/publicTags';
import {
  ADDRESS_TAGS, addressLabels, insertTag, listTags, TRANSACTION_TAGS, transactionLabel, updateTag, type AddressTagRow, type TransactionTagRow,
} from '../../../../../db/queries/account/tags';
import { findUser } from '../../../../../db/queries/account/users';
import { insertWatchlist, listWatchlist, updateWatchlist, type WatchlistFields } from '../../../../../db/queries/account/watchlist';
import {
  BodyReader, FieldValidationError, NAME_MAX_LENGTH, PUBLIC_TAG_ADDRESSES_MAX, PUBLIC_TAG_MAX_LENGTH, PUBLIC_TAGS_MAX, readAbi,
  TAG_NAME_MAX_LENGTH, TEXT_MAX_LENGTH,
} from '../../../../../account/validation';
import { checksumAddress } from '../../../../../common/checksumAddress';
import type { RoutePlugin } from '../../../../routeServices';

const NOTIFICATION_KINDS = [ 'native', 'ERC-20', 'ERC-721', 'ERC-404' ] as const;

function readId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new NotFoundError();
  return Number(raw);
}

function readCursor(request: FastifyRequest): number | undefined {
  const raw = (request.query as Record<string, unknown>).id;
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) throw new FieldValidationError({ id: [ 'is invalid' ] });
  return Number(raw);
}

/** One keyset page: `limit + 1` rows were asked for, so a next page is known without counting. */
function page<Row extends { id: number }, Item>(rows: Row[], items: Item[]) {
  const more = rows.length > PAGE_SIZE;
  const last = rows[PAGE_SIZE - 1];
  return { items: items.slice(0, PAGE_SIZE), next_page_params: more && last ? { id: Number(last.id), items_count: PAGE_SIZE } : null };
}

/** A 422 on one field: a duplicate, or a row over the account's limit. */
function fieldError(field: string, message: string): never {
  throw new FieldValidationError({ [field]: [ message ] });
}

function readWatchlist(body: unknown): WatchlistFields {
  const reader = new BodyReader(body);
  const addressHash = reader.address('address_hash');
  const name = reader.text('name', NAME_MAX_LENGTH);
  const rawSettings = reader.raw('notification_settings');
  const settings: WatchlistFields['notificationSettings'] = {};
  if (rawSettings !== undefined && (typeof rawSettings !== 'object' || rawSettings === null || Array.isArray(rawSettings))) {
    reader.fail('notification_settings', 'must be an object of asset kind to {incoming, outcoming}');
  }
  for (const kind of NOTIFICATION_KINDS) {
    const value = (rawSettings as Record<string, unknown> | undefined)?.[kind] as Record<string, unknown> | undefined;
    const incoming = value?.incoming ?? true;
    const outcoming = value?.outcoming ?? true;
    if (typeof incoming !== 'boolean' || typeof outcoming !== 'boolean') reader.fail('notification_settings', `${ kind } must have boolean incoming and outcoming`);
    settings[kind] = { incoming: incoming === true, outcoming: outcoming === true };
  }
  const methods = reader.raw('notification_methods') as Record<string, unknown> | undefined;
  const email = methods?.email ?? false;
  if (typeof email !== 'boolean') reader.fail('notification_methods', 'email must be true or false');
  reader.done();
  return { addressHash, name, notificationSettings: settings, notifyEmail: email === true };
}

function readPublicTag(body: unknown): PublicTagFields {
  const reader = new BodyReader(body);
  const fullName = reader.text('full_name', NAME_MAX_LENGTH);
  const email = reader.email('email');
  const company = reader.text('company', NAME_MAX_LENGTH, { optional: true });
  const website = reader.url('website', { optional: true });
  const tagsText = reader.text('tags', PUBLIC_TAGS_MAX * (PUBLIC_TAG_MAX_LENGTH + 1));
  const tags = tagsText.split(';').map((tag) => tag.trim()).filter(Boolean);
  if (tagsText && tags.length === 0) reader.fail('tags', "can't be blank");
  if (tags.length > PUBLIC_TAGS_MAX) reader.fail('tags', `at most ${ PUBLIC_TAGS_MAX } tags`);
  if (tags.some((tag) => tag.length > PUBLIC_TAG_MAX_LENGTH)) reader.fail('tags', `each tag at most ${ PUBLIC_TAG_MAX_LENGTH } characters`);
  const rawAddresses = reader.raw('addresses');
  const addresses: string[] = [];
  if (!Array.isArray(rawAddresses) || rawAddresses.length === 0) {
    reader.fail('addresses', "can't be blank");
  } else if (rawAddresses.length > PUBLIC_TAG_ADDRESSES_MAX) {
    reader.fail('addresses', `at most ${ PUBLIC_TAG_ADDRESSES_MAX } addresses`);
  } else {
    rawAddresses.forEach((value, index) => {
      if (typeof value !== 'string' || !ADDRESS_HASH_PATTERN.test(value.trim())) reader.fail('addresses', `item ${ index } is not a 0x address`);
      else addresses.push(value.trim().toLowerCase());
    });
  }
  const comment = reader.text('additional_comment', TEXT_MAX_LENGTH, { optional: true });
  const isOwner = reader.boolean('is_owner', true);
  reader.done();
  return { full_name: fullName, email, company, website, tags: tags.join(';'), addresses: [ ...new Set(addresses) ],
    additional_comment: comment, is_owner: isOwner };
}

/** The session's user id; 401 without one. */
async function userOf(app: FastifyInstance, config: AccountConfig, request: FastifyRequest): Promise<number> {
  const session = await sessionOf(app.db, config, request);
  if (!session) throw new ApiError(401, 'Unauthorized');
  return session.userId;
}

const accountRoutes: RoutePlugin = async(app, { services: { account: config, mailer } }) => {
  const db = app.db;

  const user = (request: FastifyRequest) => userOf(app, config, request);
  const { limits } = config;
  /** Refuses a new row once the user keeps `limit` of them, in Blockscout's words. */
  const requireRoom = async(table: OwnedTable, userId: number, limit: number, field: string, message: string) => {
    if (await atLimit(db, table, userId, limit)) fieldError(field, message);
  };

  app.get('/get_csrf', async(request, reply) => {
    const session = await sessionOf(db, config, request);
    if (!session) throw new ApiError(401, 'Unauthorized');
    reply.header(CSRF_RESPONSE_HEADER, session.csrfToken);
    return { message: 'ok' };
  });

  app.get('/user/info', async(request) => {
    const row = await findUser(db, await user(request));
    if (!row) throw new ApiError(401, 'Unauthorized');
    return serializeUser(row);
  });

  app.post('/email/resend', async(request) => {
    const row = await findUser(db, await user(request));
    if (!row) throw new ApiError(401, 'Unauthorized');
    await sendConfirmation(db, config, mailer, row);
    return { message: 'OK' };
  });

  // ---- watch list ----
  app.get('/user/watchlist', async(request) => {
    const rows = await listWatchlist(db, await user(request), PAGE_SIZE + 1, readCursor(request));
    return page(rows, await serializeWatchlist(db, rows));
  });
  app.post('/user/watchlist', async(request) => {
    const userId = await user(request);
    const fields = readWatchlist(request.body);
    await requireRoom('account_watchlist', userId, limits.watchlist, 'name', `Max ${ limits.watchlist } watch list addresses per account`);
    const row = await insertWatchlist(db, userId, fields) ?? fieldError('address_hash', 'Address already added to the watch list');
    return (await serializeWatchlist(db, [ row ]))[0];
  });
  app.put<{ Params: { id: string } }>('/user/watchlist/:id', async(request) => {
    const userId = await user(request);
    const fields = readWatchlist(request.body);
    const row = await updateWatchlist(db, userId, readId(request.params.id), fields);
    if (row === 'duplicate') fieldError('address_hash', 'Address already added to the watch list');
    if (!row) throw new NotFoundError();
    return (await serializeWatchlist(db, [ row ]))[0];
  });

  // ---- private tags ----
  app.get('/user/tags/address', async(request) => {
    const rows = await listTags<AddressTagRow>(db, ADDRESS_TAGS, await user(request), PAGE_SIZE + 1, readCursor(request));
    return page(rows, await serializeAddressTags(db, rows));
  });
  app.post('/user/tags/address', async(request) => {
    const userId = await user(request);
    const reader = new BodyReader(request.body);
    const address = reader.address('address_hash');
    const name = reader.text('name', TAG_NAME_MAX_LENGTH);
    reader.done();
    await requireRoom('account_address_tags', userId, limits.privateTags, 'name', `Max ${ limits.privateTags } tags per account`);
    const row = await insertTag<AddressTagRow>(db, ADDRESS_TAGS, userId, address, name) ?? fieldError('address_hash', 'Address already has a private tag');
    return (await serializeAddressTags(db, [ row ]))[0];
  });
  app.put<{ Params: { id: string } }>('/user/tags/address/:id', async(request) => {
    const userId = await user(request);
    const reader = new BodyReader(request.body);
    const address = reader.address('address_hash');
    const name = reader.text('name', TAG_NAME_MAX_LENGTH);
    reader.done();
    const row = await updateTag<AddressTagRow>(db, ADDRESS_TAGS, userId, readId(request.params.id), address, name);
    if (row === 'duplicate') fieldError('address_hash', 'Address already has a private tag');
    if (!row) throw new NotFoundError();
    return (await serializeAddressTags(db, [ row ]))[0];
  });
  app.get('/user/tags/transaction', async(request) => {
    const rows = await listTags<TransactionTagRow>(db, TRANSACTION_TAGS, await user(request), PAGE_SIZE + 1, readCursor(request));
    return page(rows, rows.map(serializeTransactionTag));
  });
  app.post('/user/tags/transaction', async(request) => {
    const userId = await user(request);
    const reader = new BodyReader(request.body);
    const hash = reader.fullHash('transaction_hash');
    const name = reader.text('name', TAG_NAME_MAX_LENGTH);
    reader.done();
    await requireRoom('account_transaction_tags', userId, limits.privateTags, 'name', `Max ${ limits.privateTags } tags per account`);
    const row = await insertTag<TransactionTagRow>(db, TRANSACTION_TAGS, userId, hash, name) ??
      fieldError('transaction_hash', 'Transaction already has a private tag');
    return serializeTransactionTag(row);
  });
  app.put<{ Params: { id: string } }>('/user/tags/transaction/:id', async(request) => {
    const userId = await user(request);
    const reader = new BodyReader(request.body);
    const hash = reader.fullHash('transaction_hash');
    const name = reader.text('name', TAG_NAME_MAX_LENGTH);
    reader.done();
    const row = await updateTag<TransactionTagRow>(db, TRANSACTION_TAGS, userId, readId(request.params.id), hash, name);
    if (row === 'duplicate') fieldError('transaction_hash', 'Transaction already has a private tag');
    if (!row) throw new NotFoundError();
    return serializeTransactionTag(row);
  });

  // ---- API keys ----
  app.get('/user/api_keys', async(request) => (await listApiKeys(db, await user(request), limits.apiKeys)).map((row) => serializeApiKey(row)));
  app.post('/user/api_keys', async(request) => {
    const userId = await user(request);
    const reader = new BodyReader(request.body);
    const name = reader.text('name', NAME_MAX_LENGTH);
    reader.done();
    const created = await createApiKey(db, userId, name, limits.apiKeys) ?? fieldError('name', `Max ${ limits.apiKeys } keys per account`);
    return serializeApiKey(created.row, created.key);
  });
  app.put<{ Params: { id: string } }>('/user/api_keys/:id', async(request) => {
    const userId = await user(request);
    const reader = new BodyReader(request.body);
    const name = reader.text('name', NAME_MAX_LENGTH);
    reader.done();
    const row = await renameApiKey(db, userId, request.params.id, name);
    if (!row) throw new NotFoundError();
    return serializeApiKey(row);
  });

  // ---- custom ABIs ----
  app.get('/user/custom_abis', async(request) => serializeCustomAbis(db, await listCustomAbis(db, await user(request), limits.customAbis)));
  const readCustomAbi = (body: unknown) => {
    const reader = new BodyReader(body);
    const address = reader.address('contract_address_hash');
    const name = reader.text('name', NAME_MAX_LENGTH);
    const abi = readAbi(reader, 'abi');
    reader.done();
    return { address, name, abi };
  };
  app.post('/user/custom_abis', async(request) => {
    const userId = await user(request);
    const { address, name, abi } = readCustomAbi(request.body);
    await requireRoom('account_custom_abis', userId, limits.customAbis, 'name', `Max ${ limits.customAbis } ABIs per account`);
    const row = await insertCustomAbi(db, userId, address, name, abi) ?? fieldError('contract_address_hash', 'Custom ABI for this address has already been added before');
    return (await serializeCustomAbis(db, [ row ]))[0];
  });
  app.put<{ Params: { id: string } }>('/user/custom_abis/:id', async(request) => {
    const userId = await user(request);
    const { address, name, abi } = readCustomAbi(request.body);
    const row = await updateCustomAbi(db, userId, readId(request.params.id), address, name, abi);
    if (row === 'duplicate') fieldError('contract_address_hash', 'Custom ABI for this address has already been added before');
    if (!row) throw new NotFoundError();
    return (await serializeCustomAbis(db, [ row ]))[0];
  });

  // ---- public tag requests (the spec's v1 path; removed upstream in v9.1) ----
  app.get('/user/public_tags', async(request) => serializePublicTags(db, await listPublicTags(db, await user(request), limits.publicTags)));
  app.post('/user/public_tags', async(request) => {
    const userId = await user(request);
    const fields = readPublicTag(request.body);
    await requireRoom('account_public_tag_requests', userId, limits.publicTags, 'tags', `Max ${ limits.publicTags } public tags requests per account`);
    const row = await insertPublicTag(db, userId, fields);
    return (await serializePublicTags(db, [ row ]))[0];
  });
  app.put<{ Params: { id: string } }>('/user/public_tags/:id', async(request) => {
    const userId = await user(request);
    const row = await updatePublicTag(db, userId, readId(request.params.id), readPublicTag(request.body));
    if (!row) throw new NotFoundError();
    return (await serializePublicTags(db, [ row ]))[0];
  });

  // ---- deletions: one shape for every kind ----
  const DELETABLE: Array<[ string, OwnedTable, (raw: string) => number | string ]> = [
    [ '/user/watchlist/:id', 'account_watchlist', readId ],
    [ '/user/tags/address/:id', 'account_address_tags', readId ],
    [ '/user/tags/transaction/:id', 'account_transaction_tags', readId ],
    [ '/user/custom_abis/:id', 'account_custom_abis', readId ],
    [ '/user/public_tags/:id', 'account_public_tag_requests', readId ],
    [ '/user/api_keys/:id', 'account_api_keys', (raw) => raw ],
  ];
  for (const [ path, table, parse ] of DELETABLE) {
    app.delete<{ Params: { id: string } }>(path, async(request) => {
      const userId = await user(request);
      if (!await deleteRow(db, table, userId, parse(request.params.id))) throw new NotFoundError();
      return { message: 'OK' };
    });
  }

  // ---- what this user calls an address or transaction ----
  app.get<{ Params: { hash: string } }>('/tags/address/:hash', async(request) => {
    const userId = await user(request);
    const hash = request.params.hash.toLowerCase();
    if (!LOWERCASE_ADDRESS_HASH_PATTERN.test(hash)) throw new ApiError(422, 'Invalid address hash');
    const labels = await addressLabels(db, userId, hash);
    return {
      personal_tags: labels.tags.map((label) => ({ label, display_name: label, address_hash: checksumAddress(hash) })),
      // `id` is ours (the watch-list row): the address page's star removes the address with it.
      watchlist_names: labels.watchlist.map((item) => ({ label: item.name, display_name: item.name, id: item.id })),
      common_tags: [],
    };
  });
  app.get<{ Params: { hash: string } }>('/tags/transaction/:hash', async(request) => {
    const userId = await user(request);
    const hash = request.params.hash.toLowerCase();
    if (!LOWERCASE_FULL_HASH_PATTERN.test(hash)) throw new ApiError(422, 'Invalid transaction hash');
    const label = await transactionLabel(db, userId, hash);
    return { personal_tags: [], watchlist_names: [], common_tags: [], personal_transaction_tag: label ? { label } : null };
  });
};


export default accountRoutes;
