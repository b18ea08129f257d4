import { expect, test, keepScreenshot } from './fixtures';

/**
 * Renders the shell in desktop and mobile, light and dark, and keeps the pictures under
 * test-results/screens for a person to look at. The assertions check the frame is complete.
 */
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

for (const [ device, viewport ] of Object.entries(VIEWPORTS)) {
  for (const mode of [ 'light', 'dark' ] as const) {
    test(`shell in ${ device } ${ mode }`, async({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /light/);
      await expect(page.getByTestId('footer')).toBeVisible();
      await expect(page.getByTestId('home-hero')).toBeVisible();
      await keepScreenshot(page, `home-${ device }-${ mode }`, { fullPage: true });

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await keepScreenshot(page, `404-${ device }-${ mode }`, { fullPage: true });
    });
  }
}
