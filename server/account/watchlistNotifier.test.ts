/** @jest-environment node */
// Watch-list mail from block events: only the owners who asked for email for that direction,
// one mail per transaction and address, never twice for a block heard again.
import { createSilentLogger } from '../common/logger';
import { BLOCK_HASH, BLOCK_NUMBER, BLOCK_TRANSACTIONS, createSmallDatabase, TRANSACTION_HASH } from '../api/test/smallDatabase';
import type { Database } from '../db';
import type { ChainEventHandler, ChainEventSource } from '../events';
import { createMailer } from './mail';
import { upsertUser } from '../db/queries/account/users';
import { insertWatchlist } from '../db/queries/account/watchlist';
import { testAccountConfig } from './testing';
import { startWatchlistNotifier } from './watchlistNotifier';

const SENDER = `0x${ '22'.repeat(20) }`;
const RECEIVER = `0x${ '33'.repeat(20) }`;
const ALL_ON = { native: { incoming: true, outcoming: true }, 'ERC-20': { incoming: true, outcoming: true }, 'ERC-721': { incoming: true, outcoming: true } };

let db: Database;

/** The events the indexer would publish, delivered by hand. */
function eventSource(): ChainEventSource & { emit: ChainEventHandler } {
  const handlers = new Set<ChainEventHandler>();
  return {
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: async() => undefined,
    emit: (event) => handlers.forEach((handler) => handler(event)),
  };
}

async function watcher(subject: string, address: string, settings: typeof ALL_ON, email: boolean, verified = true) {
  const user = await upsertUser(db, { issuer: 'https://issuer.test', subject, email: `${ subject }@example.com`, emailVerified: verified });
  await insertWatchlist(db, user.id, { addressHash: address, name: `${ subject }'s wallet`, notificationSettings: settings, notifyEmail: email });
}

async function mailsTo(subject: string) {
  return db.query<{ subject: string; body: string }>('SELECT subject, body FROM account_email_outbox WHERE recipient = $1', [ `${ subject }@example.com` ]);
}

beforeAll(async() => {
  db = await createSmallDatabase();
  await watcher('sender', SENDER, ALL_ON, true);
  await watcher('no-outgoing', SENDER, { ...ALL_ON, native: { incoming: true, outcoming: false } }, true);
  await watcher('receiver', RECEIVER, ALL_ON, true);
  await watcher('silent', RECEIVER, ALL_ON, false);
  await watcher('unconfirmed', RECEIVER, ALL_ON, true, false);
}, 60_000);

afterAll(async() => {
  await db?.close();
});

it('mails each watcher who asked for that direction, once per transaction, and not again for the same block', async() => {
  const config = testAccountConfig();
  const events = eventSource();
  const notifier = startWatchlistNotifier({ db, events, config, mailer: createMailer(db, config, createSilentLogger()), logger: createSilentLogger() });
  events.emit({ type: 'block', number: BLOCK_NUMBER, hash: BLOCK_HASH, replaced: null });
  await notifier.settled();

  const sent = await mailsTo('sender');
  expect(sent).toHaveLength(BLOCK_TRANSACTIONS);
  const first = sent.find((mail) => mail.body.includes(TRANSACTION_HASH));
  expect(first?.subject).toBe("sender's wallet sent 0.000000000000000001 QNM");
  expect(first?.body).toContain(`http://localhost:3000/tx/${ TRANSACTION_HASH }`);
  expect(await mailsTo('receiver')).toHaveLength(BLOCK_TRANSACTIONS);
  expect((await mailsTo('receiver'))[0].subject).toMatch(/received/);
  // Asked for no outgoing native mail, no email at all, or the email is not confirmed.
  expect(await mailsTo('no-outgoing')).toHaveLength(0);
  expect(await mailsTo('silent')).toHaveLength(0);
  expect(await mailsTo('unconfirmed')).toHaveLength(0);

  events.emit({ type: 'block', number: BLOCK_NUMBER, hash: BLOCK_HASH, replaced: null });
  await notifier.settled();
  expect(await mailsTo('sender')).toHaveLength(BLOCK_TRANSACTIONS);
  notifier.stop();
});

it('sends nothing for an old block, as a catch-up indexes them', async() => {
  const config = testAccountConfig();
  const events = eventSource();
  const notifier = startWatchlistNotifier({ db, events, config, mailer: createMailer(db, config, createSilentLogger()), logger: createSilentLogger() });
  await watcher('late', SENDER, ALL_ON, true);
  await db.query("UPDATE blocks SET timestamp = now() - interval '2 hours' WHERE hash = $1", [ BLOCK_HASH ]);
  events.emit({ type: 'block', number: BLOCK_NUMBER, hash: BLOCK_HASH, replaced: null });
  await notifier.settled();
  expect(await mailsTo('late')).toHaveLength(0);
  notifier.stop();
});
