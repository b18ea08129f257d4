import fs from 'node:fs';
import zlib from 'node:zlib';

import { type Download, type Locator, type Page } from '@playwright/test';

import type { StatsCharts, StatsCounters, StatsLineChart, StatsLineChartPoint } from 'types/api/statsService';
import { formatFullDate } from 'ui/shared/chart/chartScale';
import { formatStatValue, withUnits } from 'ui/stats/statsFormat';

import { expect as baseExpect, test, keepScreenshot } from '../fixtures';
import { api, COLOR_MODES, sidewaysOverflow, VIEWPORTS } from './chain';

/**
 * `/stats` against the live explorer, whose backend serves the stats service: the counter
 * tiles say what `/api/v1/counters` says, the cards are `/api/v1/lines`, the interval and
 * resolution change what the charts ask for, a drag zooms and "Reset zoom" restores, a chart
 * opens full screen, and the PNG and CSV downloads arrive (the CSV rows are the API's line).
 * Screenshots in both viewports and colour modes go to test-results/screens.
 */

// Pages compile on first visit under `next dev` and the machine may be busy: be patient.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** The chart the download and zoom checks use: transactions per day, which the back-filled history fills. */
const CHART_ID = 'newTxns';

const card = (page: Page, id: string) => page.getByTestId(`stats-chart-${ id }`);
/** The chart's SVG (role img, named by its summary) inside a card or the full-screen dialog. */
const chartImage = (scope: Locator) => scope.getByTestId('line-chart').getByRole('img');
const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Every counter tile of the page: id → the value text. */
async function shownCounters(page: Page): Promise<Record<string, string>> {
  return page.getByTestId('stats-counters').evaluate((grid) => Object.fromEntries(Array.from(grid.children)
    .map((tile) => [ (tile.getAttribute('data-testid') ?? '').replace(/^stats-counter-/, ''),
      tile.querySelector('[data-testid="stats-counter-value"]')?.textContent ?? '' ])));
}

const counterText = (counter: StatsCounters['counters'][number]) => withUnits(formatStatValue(counter.value), counter.units);

async function openMenu(page: Page, id: string) {
  await card(page, id).getByRole('button', { name: /^Chart menu/ }).click();
}

async function downloadFromMenu(page: Page, id: string, item: 'Save as PNG' | 'Save as CSV'): Promise<Download> {
  await openMenu(page, id);
  const [ download ] = await Promise.all([ page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click() ]);
  return download;
}

/** Width, height and the top-left pixel (RGBA) of a PNG, read with no image library. */
function pngFacts(file: Buffer): { width: number; height: number; topLeft: Array<number> } {
  expect(file.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const width = file.readUInt32BE(16);
  const height = file.readUInt32BE(20);
  const colorType = file[25];
  const chunks: Array<Buffer> = [];
  for (let offset = 8; offset < file.length;) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('ascii', offset + 4, offset + 8);
    if (type === 'IDAT') chunks.push(file.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  const pixels = zlib.inflateSync(Buffer.concat(chunks));
  // Byte 0 is the first row's filter; every filter leaves the first pixel of the first row as it is.
  const channels = colorType === 6 ? 4 : 3;
  return { width, height, topLeft: Array.from(pixels.subarray(1, 1 + channels)) };
}

test.describe('/stats', () => {
  test('the counter tiles show /api/v1/counters', async({ page }) => {
    await page.goto('/stats');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charts & stats');
    await expect(page).toHaveTitle(/Stats/);
    let last = '';
    // Counters move with every block: a tile matches the API read just before or just after the page's.
    await expect.poll(async() => {
      const before = await api<StatsCounters>('/api/v1/counters');
      await page.reload();
      await expect(page.getByTestId('stats-counter-value').first()).toBeVisible();
      const shown = await shownCounters(page);
      const after = await api<StatsCounters>('/api/v1/counters');
      const mismatches = before.counters.filter((counter, index) => {
        const later = after.counters.find((item) => item.id === counter.id) ?? after.counters[index];
        return shown[counter.id] !== counterText(counter) && shown[counter.id] !== counterText(later);
      });
      last = `${ Object.keys(shown).length } tiles, ${ before.counters.length } counters; differ: ` +
        mismatches.map((counter) => `${ counter.id } page ${ shown[counter.id] } api ${ counterText(counter) }`).join('; ');
      return mismatches.length === 0 && Object.keys(shown).length === before.counters.length;
    }, { timeout: 120_000, intervals: [ 1000, 2000, 3000 ], message: `counters: ${ last }` }).toBe(true);
    const { counters } = await api<StatsCounters>('/api/v1/counters');
    expect(counters.length).toBeGreaterThan(0);
    for (const counter of counters) {
      await expect(page.getByTestId(`stats-counter-${ counter.id }`)).toContainText(counter.title);
    }
  });

  test('sections and chart cards are /api/v1/lines; section tabs and the title search filter them, in the URL', async({ page }) => {
    const { sections } = await api<StatsCharts>('/api/v1/lines');
    expect(sections.length).toBeGreaterThan(0);
    await page.goto('/stats');
    await expect(page.getByRole('tab')).toHaveText([ 'All', ...sections.map((section) => section.title) ]);
    for (const section of sections) {
      await expect(page.getByTestId(`stats-group-${ section.id }`).getByRole('heading', { level: 2 })).toHaveText(section.title);
      for (const chart of section.charts) {
        await expect(card(page, chart.id).getByRole('heading', { level: 3 })).toHaveText(chart.units ? `${ chart.title } (${ chart.units })` : chart.title);
        await expect(card(page, chart.id)).toContainText(chart.description);
      }
    }

    const section = sections.find((item) => item.charts.some((chart) => chart.id === CHART_ID)) ?? sections[0];
    await page.getByRole('tab', { name: section.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]section=${ section.id }(&|$)`));
    await expect(page.locator('[data-testid^="stats-group-"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(section.charts.length);

    // A word of one chart's title finds that chart (and any other with the word), case aside.
    const target = section.charts[section.charts.length - 1];
    const word = target.title.split(/\s+/).filter((item) => /^[a-z]+$/i.test(item)).sort((a, b) => b.length - a.length)[0] ?? target.title;
    await page.getByRole('searchbox', { name: 'Search charts by title' }).fill(word.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`[?&]q=${ encodeURIComponent(word.toUpperCase()) }(&|$)`));
    const expected = section.charts.filter((chart) => chart.title.toLowerCase().includes(word.toLowerCase()));
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(expected.length);
    await expect(card(page, target.id)).toBeVisible();

    // Straight from the URL after a reload.
    await page.reload();
    await expect(page.getByRole('tab', { name: section.title, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(expected.length);
    await page.getByRole('searchbox', { name: 'Search charts by title' }).fill('no chart has this title');
    await expect(page.getByTestId('stats-empty')).toHaveText('No charts match your search.');
  });

  test('the interval sets the days each chart asks for, and the resolution its periods', async({ page }) => {
    await page.goto('/stats');
    const chart = card(page, CHART_ID);
    await expect(chartImage(chart)).toBeVisible();
    const allTime = await chartImage(chart).getAttribute('aria-label');

    const today = new Date();
    const monthAgo = utcDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, today.getUTCDate())));
    const asked = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === `/api/v1/lines/${ CHART_ID }` && url.searchParams.get('from') === monthAgo &&
        url.searchParams.get('to') === utcDay(today) && url.searchParams.get('resolution') === 'DAY';
    });
    await page.getByTestId('stats-interval').selectOption('oneMonth');
    await asked;
    await expect(page).toHaveURL(/[?&]interval=oneMonth(&|$)/);
    const month = await api<StatsLineChart>(`/api/v1/lines/${ CHART_ID }?from=${ monthAgo }&to=${ utcDay(today) }&resolution=DAY`);
    expect(month.chart.length).toBeGreaterThan(1);
    const first = [ ...month.chart ].sort((a, b) => a.date.localeCompare(b.date))[0];
    await expect(chartImage(chart)).toHaveAttribute('aria-label', new RegExp(` days from ${ formatFullDate(first.date) } to `));
    expect(await chartImage(chart).getAttribute('aria-label')).not.toBe(allTime);

    const weekly = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === `/api/v1/lines/${ CHART_ID }` && url.searchParams.get('resolution') === 'WEEK';
    });
    await page.getByTestId('stats-resolution').selectOption('WEEK');
    await weekly;
    await expect(page).toHaveURL(/[?&]resolution=WEEK(&|$)/);
    await expect(chartImage(chart)).toHaveAttribute('aria-label', / weeks? /);
    await expect(chart).toHaveAttribute('data-resolution', 'WEEK');
  });

  test('dragging across a chart zooms into that range; Reset zoom shows it all again', async({ page }) => {
    await page.goto('/stats');
    const chart = card(page, CHART_ID);
    const image = chartImage(chart);
    await expect(image).toBeVisible();
    const whole = await image.getAttribute('aria-label') as string;
    const days = Number(/: (\d+) days from /.exec(whole)?.[1]);
    expect(days).toBeGreaterThan(10);

    // Mouse positions are the viewport's: bring the chart into it first.
    await image.scrollIntoViewIfNeeded();
    const box = await image.boundingBox();
    if (!box) throw new Error('the chart has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.3, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, y, { steps: 8 });
    await expect(chart.getByTestId('chart-zoom-selection')).toBeVisible();
    await page.mouse.up();

    const reset = chart.getByRole('button', { name: 'Reset zoom' });
    await expect(reset).toBeVisible();
    const zoomed = await image.getAttribute('aria-label') as string;
    const zoomedDays = Number(/: (\d+) days from /.exec(zoomed)?.[1]);
    expect(zoomedDays).toBeGreaterThan(1);
    expect(zoomedDays).toBeLessThan(days);

    await reset.click();
    await expect(image).toHaveAttribute('aria-label', whole);
    await expect(reset).toBeHidden();
  });

  test('a chart opens full screen, and closes', async({ page }) => {
    await page.goto('/stats');
    const chart = card(page, CHART_ID);
    await expect(chartImage(chart)).toBeVisible();
    // Measured before the dialog opens: a modal dialog hides the page behind it from role queries.
    const inCard = await chartImage(chart).boundingBox();
    await openMenu(page, CHART_ID);
    await page.getByRole('menuitem', { name: 'View fullscreen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('stats-fullscreen')).toBeVisible();
    const image = chartImage(dialog);
    await expect(image).toBeVisible();
    // Taller than the card's chart, and nearly as wide as the screen.
    const inDialog = await image.boundingBox();
    expect(inDialog?.height ?? 0).toBeGreaterThan(inCard?.height ?? 0);
    expect(inDialog?.width ?? 0).toBeGreaterThan(VIEWPORTS.desktop.width * 0.6);
    // The chart fills the dialog: most of its height, not a band at the top.
    await expect.poll(async() => ((await image.boundingBox())?.height ?? 0) / ((await page.getByTestId('stats-fullscreen').boundingBox())?.height ?? 1))
      .toBeGreaterThan(0.6);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('Save as CSV downloads the API\'s line; Save as PNG the drawn chart on the card\'s background', async({ page }) => {
    const before = await api<StatsLineChart>(`/api/v1/lines/${ CHART_ID }?resolution=DAY`);
    await page.goto('/stats');
    await expect(chartImage(card(page, CHART_ID))).toBeVisible();

    const csv = await downloadFromMenu(page, CHART_ID, 'Save as CSV');
    const after = await api<StatsLineChart>(`/api/v1/lines/${ CHART_ID }?resolution=DAY`);
    const byDate = (points: Array<StatsLineChartPoint>) => [ ...points ].sort((a, b) => a.date.localeCompare(b.date));
    const [ first, last ] = [ byDate(before.chart)[0], byDate(before.chart).at(-1) ];
    expect(csv.suggestedFilename()).toBe(`${ CHART_ID }_day_${ first.date }_${ last?.date_to }.csv`);
    const rows = fs.readFileSync(await csv.path(), 'utf8').trimEnd().split('\n');
    expect(rows[0]).toBe('date,value');
    const lines = rows.slice(1).map((row) => row.split(','));
    expect(lines.map(([ date ]) => date)).toEqual(byDate(before.chart).map((point) => point.date));
    // Closed days are final; today's count may grow between the two API reads around the page's own.
    const open = (points: Array<StatsLineChartPoint>) => points.find((point) => point.date === last?.date);
    expect(lines.slice(0, -1)).toEqual(byDate(before.chart).slice(0, -1).map((point) => [ point.date, point.value ]));
    const todayValue = Number(lines.at(-1)?.[1]);
    expect(todayValue).toBeGreaterThanOrEqual(Number(open(before.chart)?.value));
    expect(todayValue).toBeLessThanOrEqual(Number(open(after.chart)?.value));

    for (const mode of COLOR_MODES) {
      if (mode === 'dark') {
        await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
        await page.reload();
        await expect(chartImage(card(page, CHART_ID))).toBeVisible();
      }
      const png = await downloadFromMenu(page, CHART_ID, 'Save as PNG');
      expect(png.suggestedFilename()).toMatch(new RegExp(`^${ CHART_ID }_day_\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2}\\.png$`));
      const facts = pngFacts(fs.readFileSync(await png.path()));
      const viewBox = (await chartImage(card(page, CHART_ID)).getAttribute('viewBox'))?.split(' ').map(Number) ?? [];
      // Drawn at twice the chart's size.
      expect([ facts.width, facts.height ]).toEqual([ viewBox[2] * 2, viewBox[3] * 2 ]);
      const background = await card(page, CHART_ID).evaluate((node) => getComputedStyle(node).backgroundColor);
      const [ red, green, blue ] = (background.match(/\d+/g) ?? []).map(Number);
      expect(facts.topLeft.slice(0, 3), `${ mode } background`).toEqual([ red, green, blue ]);
    }
  });
});

test('/stats in desktop and mobile, light and dark', async({ page }) => {
  test.setTimeout(300_000);
  for (const mode of COLOR_MODES) {
    if (mode === 'dark') await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    for (const [ viewportName, viewport ] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto('/stats');
      await expect(page.getByTestId('stats-counter-value').first()).toBeVisible();
      await expect(chartImage(card(page, CHART_ID))).toBeVisible();
      await expect(page.getByTestId('stats-charts-skeleton')).toHaveCount(0);
      await expect(page.getByTestId('stats-chart-skeleton')).toHaveCount(0);
      // One column of cards on a phone: every card spans the content width.
      if (viewportName === 'mobile') {
        const widths = await page.locator('[data-testid^="stats-chart-"][data-resolution]').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().left));
        expect(new Set(widths.map(Math.round)).size).toBe(1);
      }
      // Nothing wider than the screen.
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), viewport.height * 2);
      await keepScreenshot(page, `stats-${ viewportName }-${ mode }`, {
        fullPage: true, clip: { x: 0, y: 0, width: viewport.width, height },
      });
    }
  }
});
