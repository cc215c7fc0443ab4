// Accessibility audit in a real browser: axe-core's WCAG 2.0 / 2.1 A and AA rules, zero violations,
// at 1280 and 390 px, in light and dark mode.
// - The proposal site: its docs pages (those that together hold every kind of element its docs
//   pages have: auditedPages), the search page with results, the search dialog, the 404 page,
//   the mobile menu open, and its API reference (the sections of every kind: see the tests). It is light only by config (colorMode.disableSwitch), but its pages have the
//   richest content (home page buttons, tables, highlighted code), so they are audited in dark
//   mode too, with <html data-theme="dark"> set after load: all a colour mode switch does.
// - Sites with the switch, in each mode the way a reader gets it: the site's first page loads in
//   its default (light), the reader clicks the colour mode toggle (src/client/color-mode.ts stores
//   the choice in localStorage 'theme', sets <html data-theme> and the toggles' labels), and every
//   later page loads in that stored choice (the head script), is audited so, and the toggle is
//   clicked back. The click's state is the load's: color-mode.ts applies the same choice the same
//   way in both, and no colour has a transition (templates/assets/*.css); the diagrams, drawn
//   again on the change, are waited for. Sites: fixtures/e2e-features (announcement bar, locale
//   menu, the toggle itself), the MDX components of fixtures/docusaurus-mdx (tabs, admonitions,
//   details, code blocks with titles and highlighted lines) and the library site's split API
//   reference, and Docusaurus' own starter docs (fixtures/docusaurus-classic; its page's
//   inline-styled demo component is the author's colours, not specpress's: left out).
// Each page is loaded once and audited at both widths (the viewport is resized): in light mode
// with every WCAG A/AA rule, in dark mode with the rules a colour mode can change the outcome of.
// Dark mode (templates/assets/*.css, src/client/color-mode.ts, diagrams-render.ts) changes
// colours only (the --sp-color-* and --ref-* custom properties, color-scheme, the highlighting's
// token colours, a few banner and badge colours), underlines links in running text, and shows
// other elements in three places: the dark logo instead of the light one, the colour mode
// toggle's label, the diagrams drawn again in dark colours. So the dark audits run axe's colour
// rules (COLOUR_RULES: contrast, and links told from text by colour) on the whole audited part,
// and every rule on those mode-dependent elements (MODE_DEPENDENT): the same defects are caught as
// by every rule on the whole page in dark mode, at a third of the cost (a dark run repeated the
// light run's result for every rule that reads no colour).
// color-contrast, three quarters of an audit's time, checks in each run only what an earlier run
// of the same test has not settled (accessibility-contrast.ts, where the argument is): axe
// computes a contrast from the element's own text colours and font size and weight and from the
// backgrounds, opacities and stacking of what lies under its text, so an element whose text lies
// over its ancestors only and whose colours and ancestors' backgrounds are those of an element
// whose contrast passed cannot fail; every other element is checked, in every run (each page,
// mode and width). So a colour that fails on one element kind, in one mode, at one width, fails
// the test as before, and text over a non-ancestor's background is checked wherever it is.
// A failure lists each violation: page, mode, width, rule id, impact, the failing nodes' selectors
// and axe's summary of what to fix. The tests run one after another (one browser context each):
// run at once on a loaded 2-core machine, four audits shared the CPU and three passed the time
// limit together, so their work was thrown away and done again on retry.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, type ExpectStatic } from 'vitest';
import { html } from '../helpers/html.js';
import { AXE_SOURCE, buildFeaturesSite, buildProposalSite, buildSite, describeE2E, fixtureDir, launchBrowser, openPage, readBuilt } from './browser.js';
import { auditInPage, type Violation } from './accessibility-contrast.js';
import { startStaticServer, type StaticServer } from './static-server.js';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The WCAG A/AA rules whose outcome depends on colours: all a dark mode changes, but for MODE_DEPENDENT. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** What a colour mode shows differently, beyond colours: audited with every rule in dark mode too. */
const MODE_DEPENDENT = ['.logo-dark', 'button.color-mode-toggle', '.sp-diagram', '.sp-diagram-error'];
const DESKTOP = 1280;
const PHONE = 390;
const HEIGHT = 844;
/** Nodes listed per violation in a failure message (a contrast problem can hit hundreds). */
const NODES_SHOWN = 8;

type Mode = 'light' | 'dark';

interface Visit {
  path: string;
  /** Runs after each load, before the audits (open a menu, wait for results); may narrow them to `include`. */
  prepare?: (page: Page) => Promise<void | { include: string[] }>;
  /** Left out of the audit, with the reason where it is used. */
  exclude?: string[];
  modes?: Mode[];
  widths?: number[];
}

/** How dark mode is reached: the reader's click on the toggle and stored choice (sites with the switch), or data-theme set on the loaded page. */
type DarkBy = 'choice' | 'attribute';

/** The report: per violation its rule, impact, help, nodes (selectors) and axe's failure summaries. */
function describeViolations(where: string, violations: Violation[]): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
    const more = violation.nodes.length > NODES_SHOWN ? `\n    … and ${violation.nodes.length - NODES_SHOWN} more` : '';
    const count = `${violation.nodes.length} node${violation.nodes.length === 1 ? '' : 's'}`;
    return `${where}: ${violation.id} [${violation.impact ?? 'no impact given'}] ${violation.help} (${count}, ${violation.helpUrl})\n${nodes.join('\n')}${more}`;
  });
}

/**
 * The WCAG A/AA rules (or the named `rules`) on the page, or on `include` without `exclude` (axe
 * must be injected); color-contrast skips elements whose contrast signature passed in an earlier
 * run of the same audit (`passed`, updated: accessibility-contrast.ts).
 */
async function runAxe(page: Page, passed: Set<string>, include: string[] | undefined, exclude: string[] = [], rules?: string[]): Promise<Violation[]> {
  const result = await page.evaluate(auditInPage, { include: include ?? ['html'], exclude, tags: WCAG_AA, rules, passed: [...passed] });
  for (const signature of result.passed) passed.add(signature);
  return result.violations;
}

/**
 * The pages to audit among pages of one template: the fewest (greedily) that together hold every
 * kind of element any of them has (tag, classes and role, in the body), so every element kind a
 * rule can flag is audited while pages that only repeat kinds another audited page has are not
 * (each audit of a page is four axe runs). The first page covering a kind wins, in path order.
 */
function auditedPages(pages: Map<string, string>): string[] {
  const kinds = new Map(
    [...pages].map(([path, source]) => [
      path,
      new Set(
        html(source)
          .querySelectorAll('body *')
          .map((el) => `${el.tagName}.${(el.getAttribute('class') ?? '').split(/\s+/).sort().join('.')}[${el.getAttribute('role') ?? ''}]`),
      ),
    ]),
  );
  const left = new Set([...kinds.values()].flatMap((set) => [...set]));
  const chosen: string[] = [];
  while (left.size > 0) {
    const gain = (path: string) => [...kinds.get(path)!].filter((kind) => left.has(kind)).length;
    const best = [...kinds.keys()].filter((path) => !chosen.includes(path)).reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.push(best);
    for (const kind of kinds.get(best)!) left.delete(kind);
  }
  return chosen.sort();
}

/** The selectors of MODE_DEPENDENT elements on the page (inside `include`, when the audit is narrowed to it). */
function modeDependent(page: Page, include: string[] | undefined): Promise<string[]> {
  const selectors = include ? include.flatMap((inside) => MODE_DEPENDENT.map((selector) => `${inside} ${selector}`)) : MODE_DEPENDENT;
  return page.evaluate((selectors) => selectors.filter((selector) => document.querySelector(selector) !== null), selectors);
}

/**
 * Keeps, of the reference page's sections (operations, webhooks, schema entries: each the same
 * placeholder, reference.css .operation, content-visibility auto, one intrinsic size), the fewest
 * elements' worth that together hold every kind of element any section holds (tag, classes, role:
 * as auditedPages chooses pages; greedily, the section with the most new kinds per element first),
 * in page order, and removes the others after load. Every element kind a rule can flag is still
 * audited, in the same page, navigation and footer; the rest repeats kinds already audited (axe's
 * colour and target rules cost per element: 13,000 elements took 37 s of color-contrast here, most
 * of them in webhooks and schemas that hold no kind the kept sections lack).
 */
const keepSectionsOfEveryKind = (page: Page) =>
  page.evaluate(() => {
    const sections = [...document.querySelectorAll('.reference section.operation')];
    const kindsOf = (section: Element) =>
      new Set([section, ...section.querySelectorAll('*')].map((el) => `${el.tagName}.${(el.getAttribute('class') ?? '').split(/\s+/).sort().join('.')}[${el.getAttribute('role') ?? ''}]`));
    const kinds = new Map(sections.map((section) => [section, kindsOf(section)]));
    const size = new Map(sections.map((section) => [section, section.querySelectorAll('*').length + 1]));
    const left = new Set([...kinds.values()].flatMap((set) => [...set]));
    const chosen = new Set<Element>();
    while (left.size > 0) {
      const gain = (section: Element) => [...kinds.get(section)!].filter((kind) => left.has(kind)).length / size.get(section)!;
      const best = sections.filter((section) => !chosen.has(section)).reduce((a, b) => (gain(b) > gain(a) ? b : a));
      chosen.add(best);
      for (const kind of kinds.get(best)!) left.delete(kind);
    }
    for (const section of sections) if (!chosen.has(section)) section.remove();
    return { kept: chosen.size, of: sections.length, operations: [...chosen].filter((section) => section.id.startsWith('operation/')).length, elements: document.querySelectorAll('*').length };
  });

/** Two animation frames: layout is done and the runtime's ResizeObservers (scrollable regions) have run. */
const settle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Opens the mobile menu (unless it is open: a mode set on the loaded page keeps it) and audits only it. */
const openMobileMenu = async (page: Page) => {
  if (!(await page.isChecked('#sp-mobile-menu'))) {
    await page.click('.navbar-toggle');
    await page.waitForFunction(() => getComputedStyle(document.getElementById('sp-mobile-panel') as HTMLElement).transform === 'none');
  }
  // The page's own sidebar or API navigation shows over the panel: audited with it.
  return { include: ['#sp-mobile-panel', ...(await page.$$eval('#sp-page > .sidebar, #sp-page > .reference-nav', (asides) => asides.map((aside) => `#sp-page > .${aside.className}`)))] };
};

/**
 * Sites with the switch: the reader's click on the colour mode toggle (src/client/color-mode.ts:
 * stores the choice and sets <html data-theme> and the toggles' labels, as a load with that
 * choice stored does), until the page shows `mode`; then the diagrams drawn again in its colours.
 */
const choose = async (page: Page, mode: Mode) => {
  for (let clicks = 0; clicks < 3 && (await page.getAttribute('html', 'data-theme')) !== mode; clicks++) {
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('button.color-mode-toggle')?.click());
  }
  const drawn = mode === 'dark' ? 'dark' : 'default';
  await page.waitForFunction((drawn) => [...document.querySelectorAll<HTMLElement>('.sp-diagram, .sp-diagram-error')].every((diagram) => diagram.dataset.theme === drawn), drawn);
};

// Each audit visits many pages at two widths and two colour modes: on a loaded 2-core machine
// one took over a minute.
const AUDIT_TIMEOUT = 180_000;

describeE2E('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  let browser: Browser;
  const servers: StaticServer[] = [];
  let proposal: string;
  let features: string;
  let mdx: string;
  let library: string;
  let classic: string;
  let proposalDocs: string[];

  beforeAll(async () => {
    const sites = await Promise.all([
      buildProposalSite(),
      buildFeaturesSite(),
      buildSite(fixtureDir('docusaurus-mdx')),
      buildSite(fixtureDir('library-site')),
      buildSite(fixtureDir('docusaurus-classic')),
    ]);
    // Every docs page of the proposal site: the pages of its sitemap but the API references ("heavy").
    const data = /<script type="application\/json" id="sp-site-data">(.*?)<\/script>/.exec(await readBuilt(sites[0], 'api-docs/index.html'))?.[1];
    const { heavy } = JSON.parse(data ?? '{}') as { heavy: string[] };
    const sitemap = await readBuilt(sites[0], 'api-docs/sitemap.xml');
    const docs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname).filter((path) => !heavy.includes(path));
    expect(docs.length).toBeGreaterThan(3);
    proposalDocs = auditedPages(new Map(await Promise.all(docs.map(async (path) => [path, await readBuilt(sites[0], `${path.replace(/^\//, '').replace(/\/?$/, '/')}index.html`)] as const))));
    // At least the home and search pages (React pages of their own) and markdown pages with tabs and admonitions.
    expect(proposalDocs.length, proposalDocs.join(', ')).toBeGreaterThan(3);
    for (const site of sites) servers.push(await startStaticServer({ root: site.out }));
    [proposal, features, mdx, library, classic] = servers.map((server) => server.origin);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.stop()));
  });

  /**
   * Audits each visit of each site in each of its modes and widths, in one browser context (one
   * page); the report (also console errors, a mode not reached) is empty when all pass. No
   * assertion here: each test asserts on the report with its own `expect`.
   */
  async function audit(sites: { origin: string; visits: Visit[] }[], darkBy: DarkBy): Promise<string[]> {
    // axe is injected by an init script: in every page it loads, before the page's own scripts
    // (it defines window.axe and touches nothing else); Chromium compiled it once per renderer
    // instead of once per page (`addScriptTag`: 0.3-0.6 s of CPU a page).
    const { context, page, errors } = await openPage(browser, { viewport: { width: DESKTOP, height: HEIGHT }, init: [AXE_SOURCE] });
    // Contrast signatures that passed, for the whole audit (accessibility-contrast.ts).
    const passed = new Set<string>();
    const report: string[] = [];
    for (const { origin, visits } of sites) {
      // One page for every site: the last site's page is left for a blank one first, so that
      // nothing it still runs (a prefetch, a timer of its runtime) meets the next site's load.
      // A load aborted all the same (net::ERR_ABORTED: seen once in a clean-clone CI at load, on
      // the first page of the next site, never alone) is tried once more: this file audits what a
      // page shows, and the runtime's navigations are navigation.test.ts's.
      await page.goto('about:blank');
      for (const visit of visits) {
        let widths = visit.widths ?? [DESKTOP, PHONE];
        await page.setViewportSize({ width: widths[0], height: HEIGHT });
        await page.goto(`${origin}${visit.path}`).catch((error: Error) => {
          if (!error.message.includes('net::ERR_ABORTED')) throw error;
          return page.goto(`${origin}${visit.path}`);
        });
        // The reference's sections off screen have content-visibility: auto (not laid out nor
        // painted until near the viewport). axe reads their colours and sizes from layout and
        // paint, so it misreports them (axe-core issue 2768): every section is rendered for the
        // audit. Keyboard access to what they hold once shown is tested below.
        await page.addStyleTag({ content: '.operation { content-visibility: visible !important; }' });
        let modes = visit.modes ?? ['light', 'dark'];
        // Sites with the switch: a page loads in the reader's stored choice (the head script), so
        // after the site's first page, which loads light, each loads dark and is audited dark first.
        if (darkBy === 'choice' && (await page.getAttribute('html', 'data-theme')) === 'dark') modes = [...modes].reverse();
        for (const mode of modes) {
          await page.setViewportSize({ width: widths[0], height: HEIGHT });
          if (darkBy === 'choice') await choose(page, mode);
          else if (mode === 'dark') await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
          const theme = await page.getAttribute('html', 'data-theme');
          if (theme !== mode) report.push(`${visit.path}: data-theme is ${theme}, expected ${mode}`);
          const narrowed = await visit.prepare?.(page);
          for (const width of widths) {
            await page.setViewportSize({ width, height: HEIGHT });
            await settle(page);
            const where = `${visit.path} (${mode}, ${width} px)`;
            if (mode === 'light') {
              report.push(...describeViolations(where, await runAxe(page, passed, narrowed?.include, visit.exclude)));
              continue;
            }
            report.push(...describeViolations(where, await runAxe(page, passed, narrowed?.include, visit.exclude, COLOUR_RULES)));
            const changed = await modeDependent(page, narrowed?.include);
            if (changed.length > 0) report.push(...describeViolations(`${where}, what dark mode shows differently`, await runAxe(page, passed, changed, visit.exclude)));
          }
          widths = [...widths].reverse(); // the next mode starts at the width this one ended with
        }
      }
    }
    report.push(...errors.map((error) => `console error: ${error}`));
    await context.close();
    return report;
  }

  const expectNoViolations = (expect: ExpectStatic, report: string[]) => expect(report.length, `axe found ${report.length} problem(s):\n\n${report.join('\n\n')}\n`).toBe(0);

  it('proposal site: the docs pages that hold every kind of element of its docs pages', { timeout: AUDIT_TIMEOUT }, async ({ expect }) => {
    expectNoViolations(expect, await audit([{ origin: proposal, visits: proposalDocs.map((path) => ({ path })) }], 'attribute'));
  });

  it('proposal site: search results, the search dialog, the 404 page, the mobile menu', { timeout: AUDIT_TIMEOUT }, async ({ expect }) => {
    const searchDialog = async (page: Page) => {
      if (await page.isVisible('.sp-search-dialog')) return { include: ['.sp-search-backdrop'] };
      await page.keyboard.press('Control+k');
      await page.locator('.sp-search-dialog input').fill('proposal');
      await page.locator('.sp-search-dialog .sp-search-hit').first().waitFor();
      await page.keyboard.press('ArrowDown'); // a selected option
      return { include: ['.sp-search-backdrop'] };
    };
    expectNoViolations(
      expect,
      await audit(
        [
          {
            origin: proposal,
            visits: [
              { path: '/api-docs/search?q=webhook', prepare: (page) => page.locator('.search-page-results .sp-search-hit').first().waitFor() },
              { path: '/api-docs/errors', prepare: searchDialog },
              { path: '/api-docs/no-such-page' },
              { path: '/api-docs/authentication', prepare: openMobileMenu, widths: [PHONE] },
            ],
          },
        ],
        'attribute',
      ),
    );
  });

  it('sites with the colour mode switch: e2e-features, the MDX components, a split API reference', { timeout: AUDIT_TIMEOUT }, async ({ expect }) => {
    expectNoViolations(
      expect,
      await audit(
        [
          { origin: features, visits: [{ path: '/e2e/long' }, { path: '/e2e/second', prepare: openMobileMenu, widths: [PHONE] }] },
          // .highlight is the fixture's own component (src/components/Highlight.jsx): its inline
          // background colour is the author's, not specpress's.
          { origin: mdx, visits: [{ path: '/intro', exclude: ['.highlight'] }, { path: '/guides/launch' }, { path: '/guides/code' }] },
          { origin: library, visits: [{ path: '/api/loans' }, { path: '/api-v1' }] },
          { origin: classic, visits: [{ path: '/tutorial-basics/markdown-features', exclude: ['span[style]'] }] },
        ],
        'choice',
      ),
    );
  });

  it('the proposal API reference, light: navigation, introduction and the sections of every kind', { timeout: AUDIT_TIMEOUT }, async ({ expect }) => {
    // The whole page (120 sections: operations, webhooks, schema entries) takes axe 17 s and more, and even with an `include` context on a few
    // operations it took 13 to 20 s here (part of axe's work covers the whole page). So the page is
    // audited with the sections that together hold every kind of element any section holds
    // (keepSectionsOfEveryKind: get, post, patch and delete; parameters, bodies with alternatives,
    // responses, code samples, webhooks and schema entries), the rest removed after load; the
    // navigation stays whole. The library site's split reference is audited whole, in both modes,
    // above. At 1280 px the docs column's text stands on the two-column gradient, whose contrast
    // axe leaves "incomplete" (bgGradient): the 390 px audit, on plain backgrounds, checks those colours.
    const everyKind = async (page: Page) => {
      const kept = await keepSectionsOfEveryKind(page);
      expect(kept.operations, JSON.stringify(kept)).toBeGreaterThan(2);
    };
    expectNoViolations(expect, await audit([{ origin: proposal, visits: [{ path: '/api-docs/api', prepare: everyKind, modes: ['light'] }] }], 'attribute'));
  });

  it('the proposal API reference as loaded, sections off screen not rendered: the rules Lighthouse flagged on it pass', { timeout: AUDIT_TIMEOUT }, async ({ expect }) => {
    // Lighthouse runs axe on the page as it loads. A section not yet rendered is its placeholder's
    // height, while its content is laid out at its own: that content used to lie over the next
    // sections and the footer, and axe took it for text on the footer's colours and for buttons
    // covered by others. Also: a <label> with a button's role, a logo named like the title beside
    // it, copy buttons under 24 px.
    // Every section is the same placeholder, so the page keeps the sections that together hold
    // every kind of element any section holds (keepSectionsOfEveryKind), in page order, most of
    // them off screen and not rendered, before the footer. Each element kind these rules can flag
    // is still audited, as loaded, between unrendered sections and the footer; the whole page took
    // axe four times as long, and before this pass the webhooks and schemas (10,000 elements of
    // kinds the kept sections hold) were all kept.
    const { context, page } = await openPage(browser, { viewport: { width: PHONE, height: HEIGHT }, init: [AXE_SOURCE] });
    await page.goto(`${proposal}/api-docs/api`);
    const kept = await keepSectionsOfEveryKind(page);
    // Most of them: the first screen alone would not show a section laid out over the next ones.
    expect(kept.kept, JSON.stringify(kept)).toBeGreaterThan(4);
    await settle(page);
    const rules = ['color-contrast', 'target-size', 'aria-allowed-role', 'image-redundant-alt'];
    const report: string[] = [];
    const passed = new Set<string>();
    for (const width of [PHONE, DESKTOP]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await settle(page);
      report.push(...describeViolations(`/api-docs/api (${width} px)`, await runAxe(page, passed, undefined, [], rules)));
    }
    await context.close();
    expectNoViolations(expect, report);
  });

  it(
    'the proposal API reference: a section off screen, not rendered until reached, gives its code blocks keyboard access when a reader tabs into it',
    { timeout: AUDIT_TIMEOUT },
    async ({ expect }) => {
      const { context, page } = await openPage(browser, { viewport: { width: PHONE, height: HEIGHT } });
      await page.goto(`${proposal}/api-docs/api`);
      await settle(page);
      const id = 'operation/updateWebhook'; // the page's last operation
      const state = () =>
        page.evaluate((id) => {
          const section = document.getElementById(id)!;
          // Shown ones: a closed <details> (a 4xx response's example) or tab keeps its blocks hidden.
          const blocks = [...section.querySelectorAll<HTMLElement>('pre')].filter((pre) => pre.checkVisibility());
          const overflowing = blocks.filter((pre) => pre.scrollWidth > pre.clientWidth + 1 || pre.scrollHeight > pre.clientHeight + 1);
          return { contentVisibility: getComputedStyle(section).contentVisibility, overflowing: overflowing.length, focusable: overflowing.filter((pre) => pre.tabIndex === 0).length };
        }, id);
      expect((await state()).contentVisibility).toBe('auto');
      // Its first focusable element is the title's anchor link: focus brings the section on screen.
      await page.focus(`[id="${id}"] .anchor-link`);
      await settle(page);
      const shown = await state();
      expect(shown.overflowing).toBeGreaterThan(0);
      expect(shown.focusable).toBe(shown.overflowing);
      await page.keyboard.press('Tab');
      expect(await page.evaluate((id) => document.getElementById(id)!.contains(document.activeElement), id)).toBe(true);
      await context.close();
    },
  );
});
