// "Expand all" in a real browser, on a large reference of deeply nested named schemas
// (fixtures/openapi/deep-nested-schemas): each press opens every part of the operation (answers,
// nested fields, callbacks, every named schema linked in place, level after level until a schema
// would repeat one it is inside) and the next closes them all, ten times in a row, on a page loaded
// or reached by client navigation between the pages of a split reference. A schema the reader opens
// in an expanded operation opens fully too; an operation with nothing to open shows no button.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSite, describeE2E, fixtureDir, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

/** What an operation shows: its button's label, its closed and open parts, the schema links left to open, the schemas open in place. */
interface Shown {
  label: string | null;
  closed: number;
  open: number;
  unopened: string[];
  inPlace: number;
}

/** What each operation section shows, of those whose id is in `ids` if given (run in the page: one round trip for any number of sections). */
const shownOfEach = (sections: Element[], ids?: string[]): (Shown & { id: string })[] =>
  sections
    .filter((section) => !ids || ids.includes(section.id))
    .map((section) => {
      const docs = section.querySelector(':scope > .operation-docs')!;
      const parts = [...docs.querySelectorAll<HTMLDetailsElement>('details.response, details.schema-children, details.callback')];
      // A link opens in place when its schema is on this page and it is not inside a copy of that same schema (recursion).
      const unopened = [...docs.querySelectorAll<HTMLAnchorElement>('a.schema-link')]
        .filter((link) => link.pathname === location.pathname && document.getElementById(decodeURIComponent(link.hash.slice(1))))
        .filter((link) => link.getAttribute('aria-expanded') !== 'true')
        .filter((link) => {
          const id = decodeURIComponent(link.hash.slice(1));
          for (let copy = link.closest<HTMLElement>('.schema-in-place'); copy; copy = copy.parentElement?.closest<HTMLElement>('.schema-in-place') ?? null)
            if (copy.dataset.schemaInPlace === id) return false;
          return true;
        })
        .map((link) => link.hash);
      return {
        id: section.id,
        label: docs.querySelector('button.expand-all')?.textContent ?? null,
        closed: parts.filter((d) => !d.open).length,
        open: parts.filter((d) => d.open).length,
        unopened,
        inPlace: docs.querySelectorAll('.schema-in-place').length,
      };
    });

async function shown(operation: Locator): Promise<Shown> {
  const states = await operation.evaluateAll(shownOfEach);
  expect(states).toHaveLength(1);
  return states[0]!;
}

async function expectExpanded(operation: Locator): Promise<void> {
  const now = await shown(operation);
  expect({ label: now.label, closed: now.closed, unopened: now.unopened }).toEqual({ label: 'Collapse all', closed: 0, unopened: [] });
}

async function expectCollapsed(operation: Locator): Promise<void> {
  const now = await shown(operation);
  expect({ label: now.label, open: now.open, inPlace: now.inPlace }).toEqual({ label: 'Expand all', open: 0, inPlace: 0 });
}

/** Ten presses: open, closed, open… each checked as the reader sees it. */
async function pressTenTimes(operation: Locator): Promise<void> {
  const button = operation.locator(':scope > .operation-docs > button.expand-all');
  for (let press = 0; press < 10; press++) {
    await button.click();
    if (press % 2 === 0) await expectExpanded(operation);
    else await expectCollapsed(operation);
  }
}

/** The ids of the page's operations, and of those whose "Expand all" shows. */
async function operations(page: Page): Promise<{ all: string[]; withButton: string[] }> {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>('section.operation[data-method]')].filter((s) => s.querySelector(':scope > .operation-docs'));
    const visible = (s: HTMLElement) => s.querySelector<HTMLElement>(':scope > .operation-docs > button.expand-all')?.checkVisibility() === true;
    return { all: all.map((s) => s.id), withButton: all.filter(visible).map((s) => s.id) };
  });
}

const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

describeE2E('Expand all', () => {
  let browser: Browser;
  let whole: StaticServer;
  let split: StaticServer;

  beforeAll(async () => {
    const dir = fixtureDir('openapi/deep-nested-schemas');
    const [one, pages] = await Promise.all([buildSite(dir), buildSite(dir, { patch: (config) => `${config}reference:\n  splitAboveOperations: 3\n` })]);
    whole = await startStaticServer({ root: one.out });
    split = await startStaticServer({ root: pages.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await whole?.stop();
    await split?.stop();
  });

  it('opens every level of an operation and closes it again, ten presses in a row', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${whole.origin}/api`);
    for (const id of ['operation/get-customers', 'operation/create-products']) {
      const operation = byId(page, id);
      await pressTenTimes(operation);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens every level of every operation of the page', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${whole.origin}/api`);
    const { all, withButton } = await operations(page);
    expect(all.length).toBe(40);
    // The bare 204 answers of the eight deletes have nothing to open: no button there.
    expect(all.filter((id) => !withButton.includes(id))).toEqual(all.filter((id) => id.startsWith('operation/delete-')));
    // Every operation, pressed once (a click event each, in one go), opens every level.
    const inPlace = await page.evaluate((ids) => {
      const counts: Record<string, number> = {};
      for (const id of ids) {
        const docs = document.getElementById(id)!.querySelector(':scope > .operation-docs')!;
        docs.querySelector<HTMLButtonElement>(':scope > button.expand-all')!.click();
        counts[id] = docs.querySelectorAll('.schema-in-place').length;
      }
      return counts;
    }, withButton);
    // Every operation as the reader sees it, read in one round trip (each as expectExpanded checks it).
    const sections = await page.locator('section.operation[data-method]').evaluateAll(shownOfEach, withButton);
    const expanded = (state: Shown) => ({ label: state.label, closed: state.closed, unopened: state.unopened });
    expect(Object.fromEntries(sections.map((s) => [s.id, expanded(s)]))).toEqual(Object.fromEntries(withButton.map((id) => [id, { label: 'Collapse all', closed: 0, unopened: [] }])));
    // Named schemas nested in the answers opened in place, level after level (Order → Customer → Address…).
    expect(inPlace['operation/get-orders']).toBeGreaterThan(10);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a schema opened in place in an expanded operation opens fully, and Collapse all closes it', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${whole.origin}/api`);
    const operation = byId(page, 'operation/get-invoices');
    await operation.locator('button.expand-all').click();
    // The reader closes the Order copy, then opens it again: it comes back with every level open.
    const order = operation.locator('a.schema-link[href="#schema/Order"]').first();
    await order.click();
    expect(await order.getAttribute('aria-expanded')).toBe('false');
    await order.click();
    await expectExpanded(operation);
    await operation.locator('button.expand-all').click();
    await expectCollapsed(operation);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works every time across client navigation between the pages of a split reference', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${split.origin}/api`);
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    for (const tag of ['customers', 'carts', 'customers']) {
      await page.locator(`aside.reference-nav a.nav-tag-link[href="/api/${tag}"]`).click();
      await page.waitForURL(`${split.origin}/api/${tag}`);
      await byId(page, `operation/get-${tag}`).waitFor();
      // Client navigation: the page was swapped in, not loaded.
      expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
      const { all, withButton } = await operations(page);
      expect(all.filter((id) => !withButton.includes(id))).toEqual([`operation/delete-${tag}`]);
      // The schemas are on the Schemas page: the answers and nested fields open, the links stay links.
      await pressTenTimes(byId(page, `operation/replace-${tag}`));
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
