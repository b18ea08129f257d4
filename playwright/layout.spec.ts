import { expect, test } from './fixtures';

const MOBILE = { width: 390, height: 844 };

test.describe('desktop layout', () => {
  test('the sidebar collapses by its arrow and stays collapsed after a reload', async({ page, context }) => {
    await page.goto('/blocks');
    const sidebar = page.getByTestId('navigation-desktop');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await expect(sidebar.getByText('Tokens')).toBeVisible();

    await page.getByTestId('nav-collapse-toggle').click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await expect(sidebar.getByText('Tokens')).toBeHidden();
    const cookie = (await context.cookies()).find(({ name }) => name === 'nav_bar_collapsed');
    expect(cookie?.value).toBe('true');

    // The server reads the cookie, so the first HTML is already collapsed.
    const html = await (await page.request.get('/blocks')).text();
    expect(html).toContain('data-collapsed="true"');
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');

    await page.getByTestId('nav-collapse-toggle').click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  });

  test('the active item follows the route and groups open a popover', async({ page }) => {
    await page.goto('/tokens');
    const sidebar = page.getByTestId('navigation-desktop');
    await expect(sidebar.getByRole('link', { name: 'Tokens' })).toHaveAttribute('aria-current', 'page');

    await sidebar.getByRole('button', { name: 'Blockchain' }).click();
    const popover = page.getByRole('dialog');
    // Rollup is on in these tests: the rollup variant of the blockchain group.
    for (const name of [ 'Transactions', 'Deposits (L1 to L2)', 'Withdrawals (L2 to L1)', 'Blocks', 'Txn batches', 'Output roots', 'Top accounts', 'Verified contracts' ]) {
      await expect(popover.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await popover.getByRole('link', { name: 'Blocks', exact: true }).click();
    await expect(page).toHaveURL(/\/blocks$/);
    await expect(sidebar.getByRole('button', { name: 'Blockchain' })).toHaveAttribute('data-active', '');
  });

  test('on the collapsed sidebar a group popover closes when the pointer moves onto another icon', async({ page, context }) => {
    // Cookies are per host, whatever the port.
    await context.addCookies([ { name: 'nav_bar_collapsed', value: 'true', url: 'http://127.0.0.1' } ]);
    await page.goto('/');
    const sidebar = page.getByTestId('navigation-desktop');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await sidebar.getByRole('button', { name: 'Blockchain' }).click();
    const popover = page.getByRole('dialog');
    await expect(popover.getByRole('link', { name: 'Blocks', exact: true })).toBeVisible();
    // Moving into the popover keeps it; moving onto another icon closes it.
    await popover.getByRole('link', { name: 'Blocks', exact: true }).hover();
    await expect(popover).toBeVisible();
    await sidebar.getByRole('link', { name: 'Tokens' }).hover();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await sidebar.getByRole('button', { name: 'Blockchain' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await sidebar.getByRole('button', { name: 'API' }).hover();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the API group lists REST, GraphQL and the RPC docs of this explorer', async({ page }) => {
    await page.goto('/');
    await page.getByTestId('navigation-desktop').getByRole('button', { name: 'API' }).click();
    const popover = page.getByRole('dialog');
    await expect(popover.getByRole('link', { name: 'REST API' })).toHaveAttribute('href', '/api-docs');
    await expect(popover.getByRole('link', { name: 'GraphQL' })).toHaveAttribute('href', '/graphiql');
    // No NEXT_PUBLIC_(ETH_)RPC_API_DOCS_URL: the items open this explorer's own /api-docs tabs, not a new tab.
    await expect(popover.getByRole('link', { name: 'RPC API', exact: true })).toHaveAttribute('href', '/api-docs?tab=rpc_api');
    await expect(popover.getByRole('link', { name: 'Eth RPC API' })).toHaveAttribute('href', '/api-docs?tab=eth_rpc_api');
    await expect(popover.getByRole('link', { name: 'Eth RPC API' })).not.toHaveAttribute('target', '_blank');
  });

  test('featured networks show only the tabs that have networks', async({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Network menu' }).click();
    await expect(page.getByRole('tab', { name: 'Mainnets' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Testnets' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Other' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'QNM Mainnet' })).toBeVisible();
  });

  test('dark mode toggles and is remembered', async({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByTestId('color-mode-toggle').first().click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByTestId('color-mode-toggle').first().click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('the footer shows versions and at most three link groups', async({ page }) => {
    await page.goto('/');
    const footer = page.getByTestId('footer');
    await expect(footer.getByText('v0.1.0-stand-in')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Submit an issue' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Contribute' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Twitter' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Discussions' })).toBeVisible();
    await expect(footer.getByText('Developers')).toBeVisible();
    await expect(footer.getByText('Fourth group')).toHaveCount(0);
  });

  test('indexing banners show the floor of the indexed ratios', async({ page }) => {
    await page.goto('/');
    await expect(page.getByText('42% Blocks Indexed')).toBeVisible();
    await expect(page.getByText('We\'re indexing this chain right now. Some of the counts may be inaccurate.')).toBeVisible();
    await expect(page.getByText('17% of blocks with internal transactions indexed')).toBeVisible();
  });

  test('the avatar links to login without a session', async({ page }) => {
    await page.goto('/blocks');
    await expect(page.getByTestId('header-desktop').getByTestId('login-link')).toHaveAttribute('href', /\/auth\/auth0\?path=%2Fblocks$/);
  });

  test('a signed-in user gets the account popover and the account section', async({ page, context }) => {
    await context.addCookies([ { name: '_explorer_key', value: 'e2e', domain: '127.0.0.1', path: '/' } ]);
    await page.goto('/');
    await page.getByTestId('header-desktop').getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Signed in as')).toBeVisible();
    await expect(page.getByText('alice@example.org')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', /\/logout$/);
    // The avatar image is missing, so the identicon from the email stands in.
    await expect(page.getByTestId('header-desktop').getByTestId('identicon')).toBeVisible();
    await expect(page.getByTestId('navigation-desktop').getByRole('link', { name: 'Watch list' })).toBeVisible();
  });

  test('an empty search does nothing and a term goes to the results page', async({ page }) => {
    await page.goto('/blocks');
    const input = page.getByTestId('header-desktop').getByTestId('search-input');
    await input.fill('   ');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/blocks$/);
    await input.fill(' 0xabc ');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search-results\?q=0xabc$/);
  });
});

test.describe('mobile layout', () => {
  test.use({ viewport: MOBILE });

  test('the menu drawer opens from the left with the navigation', async({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('navigation-desktop')).toBeHidden();
    await page.getByTestId('menu-drawer-trigger').click();
    const drawer = page.getByTestId('menu-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Blockchain' }).click();
    await drawer.getByRole('link', { name: 'Blocks', exact: true }).click();
    await expect(page).toHaveURL(/\/blocks$/);
    await expect(drawer).toBeHidden();
  });

  test('the account drawer opens from the right for a signed-in user', async({ page, context }) => {
    await context.addCookies([ { name: '_explorer_key', value: 'e2e', domain: '127.0.0.1', path: '/' } ]);
    await page.goto('/');
    await page.getByTestId('header-mobile').getByRole('button', { name: 'Account menu' }).click();
    const drawer = page.getByTestId('account-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('alice@example.org')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'My profile' })).toBeVisible();
  });

  test('the mobile search placeholder is shortened', async({ page }) => {
    await page.goto('/blocks');
    await expect(page.getByTestId('header-mobile').getByTestId('search-input')).toHaveAttribute('placeholder', 'Search by address / txn hash / block...');
  });
});

