import { type Page } from '@playwright/test';

import type { Transaction } from '../../types/api/transaction';
import fs from 'node:fs';
import path from 'node:path';

import { SMTPServer } from 'smtp-server';
import { privateKeyToAccount } from 'viem/accounts';

import { deriveDevnetAccounts } from '../../server/devnet/accounts';
import { BUILD_DIR } from '../../server/devnet/compile';

import { expect as baseExpect, test } from '../fixtures';
import { api, apiList, rpc, waitForValue } from './chain';
import { STACK_ACCOUNT_DIR, STACK_API_URL, STACK_PORTS, STACK_WEB_URL } from './env';
import { watchHydration } from './hydration';
import { installWallet, wallet } from './wallet';

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Accounts in Chromium against the one-command start: an anonymous visitor of an account page
 * is sent to the local OpenID Connect provider, signs up there and comes back signed in; then
 * every account page's add, check, edit and delete, the watch list's transactions, an API key
 * that works, and sign-out.
 */

const PASSWORD = 'correct horse battery staple';
const deployment = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'deployment.json'), 'utf8')) as { contracts: Record<string, { address: string }> };
// The devnet deploys the demo contracts from its first account.
const deployer = privateKeyToAccount(deriveDevnetAccounts()[0].privateKey);

async function signUp(page: Page, name: string, email: string, mails: ReadonlyArray<{ to: string; text: string }>) {
  await expect(page.getByRole('heading', { name: 'Sign in to the explorer' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  // The provider vouches for the email only once the code it mailed there comes back.
  const confirm = page.getByRole('form', { name: 'Confirm your email' });
  await expect(confirm).toBeVisible();
  const mail = await waitForValue(async() => mails.find((item) => item.to === email && item.text.includes('Your code to confirm this email is')),
    30_000, 'the email code');
  await confirm.getByLabel('Code from the email').fill(/Your code to confirm this email is\s+(\d{6})/.exec(mail.text)?.[1] ?? '');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
}

async function addItem(page: Page, button: string, values: Record<string, string>) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByTestId('account-form-dialog');
  for (const [ label, value ] of Object.entries(values)) await dialog.getByLabel(label, { exact: false }).first().fill(value);
  await dialog.getByRole('button', { name: /^Save/ }).click();
  return dialog;
}

test.describe('accounts', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  const email = `visitor-${ Date.now() }@example.com`;

  /** Mail the explorer sent, as a local SMTP server received it. */
  const mails: Array<{ to: string; text: string }> = [];
  const smtp = new SMTPServer({
    authOptional: true, disabledCommands: [ 'STARTTLS', 'AUTH' ], logger: false,
    onData(stream, session, callback) {
      const chunks: Array<Buffer> = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Undo quoted-printable line folding so subjects and links read whole.
        const text = Buffer.concat(chunks).toString('utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        mails.push({ to: session.envelope.rcptTo.map((item) => item.address).join(','), text });
        callback();
      });
    },
  });

  let hydrationFailures: Array<string> = [];
  test.beforeAll(async({ browser }) => {
    page = await browser.newPage();
    hydrationFailures = watchHydration(page);
    await new Promise<void>((resolve) => smtp.listen(STACK_PORTS.smtp, '127.0.0.1', resolve));
  });
  test.afterAll(async() => {
    await page.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  test('an account page sends an anonymous visitor to sign up, and back to it signed in', async() => {
    await page.goto('/account/watchlist');
    await expect(page).toHaveURL(`${ STACK_WEB_URL }/login?path=%2Faccount%2Fwatchlist`);
    await page.getByRole('link', { name: 'Sign in or create an account' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
    await signUp(page, 'Visitor <b>Bold</b>', email, mails);
    await expect(page).toHaveURL(`${ STACK_WEB_URL }/account/watchlist`);
    await expect(page.getByRole('heading', { name: 'Watch list' })).toBeVisible();
    await expect(page.getByTestId('account-items-empty')).toHaveText("You don't have any addresses on your watch list yet.");
    // The session cookie is out of the page's reach.
    expect(await page.evaluate(() => document.cookie)).not.toContain('_explorer_key');
    const cookie = (await page.context().cookies()).find((item) => item.name === '_explorer_key');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.goto('/auth/profile');
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    // The name from the provider is text, never markup.
    await expect(page.getByTestId('profile-name')).toHaveText('Visitor <b>Bold</b>');
  });

  test('watch list: a wrong address is refused beside its field; an added one lists its transactions and mails', async() => {
    test.setTimeout(150_000);
    // The busiest sender of the latest page: the live traffic keeps moving its coins or tokens
    // (an address only the back-filled history used would never send mail).
    const latest = await waitForValue(async() => {
      const page = await apiList<Transaction>('/api/v2/transactions?filter=validated', 1);
      return page.length >= 10 ? page : undefined;
    }, 60_000, 'ten transactions');
    const sent = new Map<string, number>();
    for (const item of latest.filter((tx) => tx.from.hash.toLowerCase() !== wallet.address.toLowerCase())) {
      sent.set(item.from.hash, (sent.get(item.from.hash) ?? 0) + 1);
    }
    const watched = [ ...sent ].sort((a, b) => b[1] - a[1])[0][0];
    const tx = latest.find((item) => item.from.hash === watched) as Transaction;
    await page.goto('/account/watchlist');
    const bad = await addItem(page, 'Add address', { 'Address (0x...)': '0x123', 'Private tag': 'Treasury' });
    await expect(bad.getByText('Incorrect address format')).toBeVisible();
    await bad.getByLabel('Address (0x...)').fill(watched);
    await bad.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('account-item')).toHaveCount(1);
    await expect(page.getByTestId('account-item')).toContainText('Treasury');

    // The same address twice: the backend's answer lands under the field.
    const again = await addItem(page, 'Add address', { 'Address (0x...)': watched, 'Private tag': 'Twice' });
    await expect(again.getByText('Address already added to the watch list')).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit Treasury' }).click();
    const edit = page.getByTestId('account-form-dialog');
    await edit.getByLabel('Private tag').fill('Treasury 2');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('account-item')).toContainText('Treasury 2');

    await page.goto('/txs?tab=watchlist');
    await expect(page.getByRole('tab', { name: 'Watch list' })).toBeVisible();
    await expect(page.getByTestId('txs-watchlist').locator(`[data-tx-hash="${ tx.hash }"]`).first()).toBeAttached();

    // A payment to the watched address (from the specs' own devnet account, not the traffic's):
    // its mail arrives and links to that transaction.
    const payment = await rpc<string>('eth_sendTransaction', [ { from: wallet.address, to: watched, value: '0x1' } ]);
    const mail = await waitForValue(async() => mails.find((item) => item.to === email && item.text.includes(payment)), 90_000, 'a watch-list mail');
    expect(mail.text).toContain('Treasury 2');
    expect(mail.text).toContain(`${ STACK_WEB_URL }/tx/${ payment }`);
    // Stop the mail before this spec's SMTP server goes away.
    await page.goto('/account/watchlist');
    await page.getByRole('button', { name: 'Delete Treasury 2' }).click();
    await page.getByTestId('account-delete-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('account-items-empty')).toBeVisible();
  });

  test('private tags of an address and of a transaction', async() => {
    const tx = (await apiList<Transaction>('/api/v2/transactions?filter=validated', 1))[0];
    const hostile = '<img src=x onerror=alert(1)>';
    await page.goto('/account/tag-address');
    await addItem(page, 'Add address tag', { 'Address (0x...)': tx.from.hash, 'Private tag': hostile });
    await expect(page.getByTestId('address-tags').getByTestId('account-item')).toContainText(hostile);
    await page.getByRole('tab', { name: 'Transaction' }).click();
    const bad = await addItem(page, 'Add transaction tag', { 'Transaction hash': '0xabc', 'Private tag': 'Payroll' });
    await expect(bad.getByText('Incorrect transaction hash format')).toBeVisible();
    await bad.getByLabel('Transaction hash').fill(tx.hash);
    await bad.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('transaction-tags').getByTestId('account-item')).toContainText('Payroll');

    // The tags show where the address and the transaction are shown, as text.
    await page.goto(`/address/${ tx.from.hash }`);
    await expect(page.getByTestId('address-private-tag')).toHaveText(hostile);
    await expect(page.getByTestId('address-user-labels').locator('img')).toHaveCount(0);
    // The star adds the address to the watch list from its own page.
    await page.getByRole('button', { name: 'Add to watch list' }).click();
    const dialog = page.getByTestId('account-form-dialog');
    await expect(dialog.getByLabel('Address (0x...)')).toHaveValue(tx.from.hash);
    await dialog.getByLabel('Private tag').fill('Starred');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('address-watchlist-name')).toHaveText('Starred');
    // Filled now: the same star takes it off the list again.
    await expect(page.getByRole('button', { name: 'Remove from watch list' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`/tx/${ tx.hash }`);
    await expect(page.getByTestId('tx-private-tag')).toHaveText('Payroll');

    await page.goto('/account/watchlist');
    await page.getByRole('button', { name: 'Delete Starred' }).click();
    await page.getByTestId('account-delete-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('account-items-empty')).toBeVisible();
    await page.goto('/account/tag-address?tab=transaction');
    await page.getByRole('button', { name: 'Delete Payroll' }).click();
    await page.getByTestId('account-delete-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('transaction-tags').getByTestId('account-items-empty')).toBeVisible();
  });

  test('API keys: shown once in full, then masked, and honoured by the API; at most 3', async() => {
    await page.goto('/account/api-key');
    // It says how to send a key, and promises nothing the API does not do (no rate limit yet).
    await expect(page.getByText('send one as the apikey query parameter or the x-api-key header')).toBeVisible();
    await expect(page.getByText(/rate limit/)).toHaveCount(0);
    await addItem(page, 'Add API key', { 'Application name': 'My bot' });
    const key = (await page.getByTestId('new-api-key').textContent())?.trim() ?? '';
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByTestId('new-api-key')).toHaveCount(0);
    await expect(page.getByTestId('account-item')).toContainText(`${ key.slice(0, 8) }…${ key.slice(-4) }`);
    await expect(page.getByTestId('account-item')).not.toContainText(key);
    expect((await fetch(`${ STACK_API_URL }/api/v2/stats?apikey=${ key }`)).status).toBe(200);
    expect((await fetch(`${ STACK_API_URL }/api/v2/stats?apikey=00000000-0000-0000-0000-000000000000`)).status).toBe(401);

    for (const name of [ 'Two', 'Three' ]) {
      await addItem(page, 'Add API key', { 'Application name': name });
      await expect(page.getByTestId('new-api-key-notice')).toContainText(name);
    }
    await expect(page.getByTestId('account-item')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Add API key' })).toBeDisabled();
  });

  test('custom ABI: JSON that is no ABI is refused; a good one is listed', async() => {
    const contract = await waitForValue(async() => (await api<{ items: Array<{ address: { hash: string } }> }>('/api/v2/smart-contracts')).items[0],
      60_000, 'a verified contract');
    await page.goto('/account/custom-abi');
    const bad = await addItem(page, 'Add custom ABI', { 'Smart contract address': contract.address.hash, 'Project name': 'Mine',
      'Custom ABI': '{"not": "an abi"}' });
    await expect(bad.getByText('Expected a JSON array of ABI items')).toBeVisible();
    await bad.getByLabel('Custom ABI').fill(JSON.stringify([ { type: 'function', name: 'ping', inputs: [], outputs: [], stateMutability: 'view' } ]));
    await bad.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('account-item')).toContainText('Mine');

    // The contract's page offers the ABI as Read custom.
    await page.goto(`/address/${ contract.address.hash }?tab=contract`);
    await page.getByTestId('contract-tab-read_custom').click();
    await expect(page.getByTestId('method-ping')).toBeVisible();
  });

  test('verified address: the deployer\'s signature proves the token is ours; approved token info shows on its page', async() => {
    test.setTimeout(120_000);
    const token = deployment.contracts.stableToken.address;
    await page.goto('/account/verified-addresses');
    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByTestId('address-verification-dialog');
    await dialog.getByLabel('Smart contract address').fill(token);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const message = (await dialog.getByTestId('signing-message').textContent()) ?? '';
    expect(message).toContain(token);
    await dialog.getByLabel('Or paste the signature').fill(await deployer.signMessage({ message }));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('account-item')).toContainText(/0x5FbDB/i);

    await page.getByRole('button', { name: 'Add token info' }).click();
    const form = page.getByTestId('account-form-dialog');
    const fields: Record<string, string> = { 'Your name': 'Visitor', 'Your email': email, 'Project name': 'Stable <i>Project</i>',
      'Official project website': 'https://stable.example', 'Official project email address': 'team@stable.example',
      'Project icon URL': 'https://stable.example/icon.png', 'Project description': 'A stable demo token.' };
    for (const [ label, value ] of Object.entries(fields)) await form.getByLabel(label).first().fill(value);
    await form.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByTestId('token-info-status')).toHaveText('In review');

    // The operator approves it with the key npm start keeps (npm run admin does the same).
    const { adminKey } = JSON.parse(fs.readFileSync(path.join(STACK_ACCOUNT_DIR, 'secrets.json'), 'utf8')) as { adminKey: string };
    const review = `${ STACK_API_URL }/admin/api/v1/review/token-info-submissions`;
    const { submissions } = await (await fetch(`${ review }?status=IN_PROCESS`, { headers: { 'x-api-key': adminKey } })).json() as { submissions: Array<{ id: string }> };
    const approved = await fetch(`${ review }/${ submissions[0].id }`, { method: 'POST', headers: { 'x-api-key': adminKey, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'APPROVED' }) });
    expect(approved.status).toBe(200);
    await page.reload();
    await expect(page.getByTestId('token-info-status')).toHaveText('Approved');

    await page.goto(`/token/${ token }`);
    await expect(page.getByTestId('token-project-name')).toHaveText('Stable <i>Project</i>');
    await expect(page.getByTestId('token-project-info').locator('i')).toHaveCount(0);
    await expect(page.getByTestId('token-project-link').first()).toHaveAttribute('href', 'https://stable.example');
  });

  test('every account page opened signed in rendered in the browser as on the server (no hydration failure, nothing jumps)', async() => {
    for (const path of [ '/account/watchlist', '/account/tag-address', '/account/api-key', '/account/custom-abi', '/account/verified-addresses',
      '/account/public-tags-request', '/auth/profile' ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Hydration runs after the HTML is shown: let the page's scripts finish first.
      await page.waitForLoadState('networkidle');
    }
    expect(hydrationFailures).toEqual([]);
  });

  test('public tag request, then sign-out ends the session', async() => {
    const tx = (await apiList<Transaction>('/api/v2/transactions?filter=validated', 1))[0];
    await page.goto('/account/public-tags-request');
    await addItem(page, 'Request to add public tag', { 'Your name': 'Visitor', Email: email, 'Public tags': 'Exchange;Hot wallet',
      'Smart contracts / addresses': tx.from.hash });
    await expect(page.getByTestId('account-item')).toContainText('Exchange, Hot wallet');

    await page.goto('/auth/profile');
    await page.getByRole('link', { name: 'Sign Out' }).click();
    // The local provider asks whether to end its own session too.
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL(new RegExp(`^${ STACK_WEB_URL }/?$`));
    expect((await page.context().cookies()).find((item) => item.name === '_explorer_key')).toBeUndefined();
    await page.goto('/account/api-key');
    await expect(page).toHaveURL(`${ STACK_WEB_URL }/login?path=%2Faccount%2Fapi-key`);
  });

  test('a code by email signs the same person in again, to the page they asked for', async({ browser }) => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/account/custom-abi');
    const form = other.getByRole('form', { name: 'Sign in with an email code' });
    await form.getByLabel('Email').fill(email.toUpperCase());
    const before = mails.length;
    await form.getByRole('button', { name: 'Email me a code' }).click();
    const mail = await waitForValue(async() => mails.slice(before).find((item) => item.to === email), 30_000, 'the sign-in code');
    const code = /Your code to sign in to the explorer is\s+(\d{6})/.exec(mail.text)?.[1] ?? '';
    await form.getByLabel('Code from the email').fill(code);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(other).toHaveURL(`${ STACK_WEB_URL }/account/custom-abi`);
    // The account of that (verified) email: its custom ABI is there.
    await expect(other.getByTestId('account-item')).toContainText('Mine');
    await context.close();
  });

  test('a wallet signs in with its signature, sees its address on the profile and adds an email by a mailed code', async({ browser }) => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await installWallet(other);
    await other.goto('/login?path=%2Fauth%2Fprofile');
    await other.getByRole('button', { name: 'Sign in with a wallet' }).click();
    await expect(other).toHaveURL(`${ STACK_WEB_URL }/auth/profile`);
    await expect(other.getByTestId('profile-wallet')).toHaveText(wallet.address);

    // The wallet's account has no email yet: a code mailed to a new address adds it.
    const walletEmail = `wallet-${ Date.now() }@example.org`;
    await other.getByRole('button', { name: 'Add email' }).click();
    const dialog = other.getByTestId('link-email-dialog');
    await dialog.getByLabel('Email').fill(walletEmail);
    const before = mails.length;
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const mail = await waitForValue(async() => mails.slice(before).find((item) => item.to === walletEmail), 30_000, 'the code to add the email');
    const code = /to your account on the explorer is\s+(\d{6})/.exec(mail.text)?.[1] ?? '';
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(other.getByTestId('profile-email')).toHaveText(walletEmail);
    await context.close();
  });
});
