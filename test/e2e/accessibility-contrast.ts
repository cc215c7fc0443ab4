// For test/e2e/accessibility.test.ts: one axe run in the page, in which color-contrast checks
// only the elements an earlier run of the same test has not settled. color-contrast was three
// quarters of the audits' browser time, most of it on elements that repeat one another's colours
// (each code token, sidebar link, table cell) on every page, in both modes, at both widths.
//
// Why this finds every violation the whole run finds. axe (colorContrastEvaluate,
// getBackgroundColor, getForegroundColor, getStackingContext) computes an element's contrast from
// its own text colour, fill, stroke and shadow, its font size and weight (which ratio applies),
// and the backgrounds, images, opacities, blend modes and stacking of the elements under its text,
// with html's and body's. Everything else it reads about the element (not shown or clipped,
// disabled, pseudo-elements, one character, emoji, text partly outside a background) makes it
// pass, skipped or "incomplete", never a violation. An element whose text lies over its ancestors
// only ("plain": no element but its ancestors that paints (a background colour or image, an image,
// opacity, a blend mode, filter, transform or stacking context) meets its text boxes, and every
// painting ancestor holds them) has a contrast that is a function of its signature: its own
// colour properties and the layers of its ancestors that paint or stack, in order. So:
// - not checked (cannot fail): a plain element with the signature of one whose contrast was
//   computed and passed in an earlier run of the test (or left incomplete for a background image
//   or gradient under it, which the signature decides too); elements axe does not check at all
//   (not rendered, invisible or transparent, text only of punctuation or symbols, checkboxes);
// - checked: every element that is not plain, wherever it is (text over another element's
//   background, in every run); one element per new signature, a shown one (not clipped, more than
//   one character) where there is one, else all of them; and when that one is not settled (it
//   failed, or axe left it incomplete or hidden), all the others of its signature, in a second run.

/** What crosses back from the page: what the report prints of each violation (a node's `element` is not serialisable). */
export interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

export interface AuditArguments {
  include: string[];
  exclude: string[];
  /** WCAG tags, or the rules to run (`rules`). */
  tags: string[];
  rules?: string[];
  /** Signatures whose contrast passed in earlier runs of this audit. */
  passed: string[];
}

/**
 * In the page (axe injected): runs the rules on `include` without `exclude`, color-contrast only
 * on the elements it must check (see above), and a second color-contrast run on the rest of each
 * signature whose representative was not settled. Returns the violations and the signatures
 * settled, for the next runs.
 */
export async function auditInPage({ include, exclude, tags, rules, passed }: AuditArguments): Promise<{ violations: Violation[]; passed: string[]; checked: number; candidates: number }> {
  type Axe = typeof import('axe-core');
  const { axe } = window as unknown as { axe: Axe };
  const MARK = 'data-a11y-contrast';
  const candidatesIn = () => {
    const roots = include.flatMap((selector) => [...document.querySelectorAll(selector)]);
    const excluded = exclude.flatMap((selector) => [...document.querySelectorAll(selector)]);
    const inside = (element: Element) => roots.some((root) => root.contains(element)) && !excluded.some((root) => root.contains(element));
    const hasText = (element: Element) => [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '');
    // axe checks no element whose text is only punctuation, emoji or symbols (colorContrastMatches).
    const { removeUnicode } = axe.commons.text as unknown as { removeUnicode: (text: string, options: Record<string, boolean>) => string };
    const realText = (element: Element) => removeUnicode(element.textContent ?? '', { emoji: true, nonBmp: true, punctuations: true }).trim() !== '';
    // Nor (no violation: it passes as hidden) one that is not rendered, invisible or transparent;
    // nor checkboxes, radio buttons and other inputs without text.
    const control = (element: Element) =>
      /^(SELECT|TEXTAREA)$/.test(element.tagName) || (element instanceof HTMLInputElement && !['hidden', 'range', 'color', 'checkbox', 'radio', 'image'].includes(element.type));
    return [...document.querySelectorAll('body *')].filter(
      (element) => ((hasText(element) && realText(element)) || control(element)) && element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && inside(element),
    );
  };
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => styles.get(element) ?? styles.set(element, getComputedStyle(element)).get(element)!;
  const IMAGES = /^(IMG|CANVAS|OBJECT|IFRAME|VIDEO|EMBED|svg)$/;
  const layers = new Map<Element, string>();
  /** What an element puts under the text above it; '' when nothing (transparent, no stacking context, not an image). */
  const layerOf = (element: Element): string => {
    const known = layers.get(element);
    if (known !== undefined) return known;
    const s = styleOf(element);
    const neutral =
      /^rgba\(\d+, \d+, \d+, 0\)$|^transparent$/.test(s.backgroundColor) &&
      s.backgroundImage === 'none' &&
      s.opacity === '1' &&
      s.mixBlendMode === 'normal' &&
      s.filter === 'none' &&
      s.backdropFilter === 'none' &&
      s.transform === 'none' &&
      s.isolation === 'auto' &&
      (s.position === 'static' || s.zIndex === 'auto') &&
      !IMAGES.test(element.tagName);
    const value = neutral
      ? ''
      : [
          element.tagName === 'HTML' || element.tagName === 'BODY' ? element.tagName : '',
          s.backgroundColor,
          s.backgroundImage,
          s.opacity,
          s.mixBlendMode,
          s.filter,
          s.backdropFilter,
          s.transform,
          s.isolation,
          s.position,
          s.zIndex,
        ].join('|');
    layers.set(element, value);
    return value;
  };
  // body too: axe takes its background only under text inside it (getPageBackgroundColors).
  const painting = [document.body, ...document.querySelectorAll('body *')].filter((element) => layerOf(element) !== '');
  const boxes = new Map(painting.map((element) => [element, element.getBoundingClientRect()]));
  const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const holds = (outer: DOMRect, inner: DOMRect) => inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;
  const textBoxes = (element: Element): DOMRect[] => {
    const rects: DOMRect[] = [];
    for (const child of element.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE || (child.textContent ?? '').trim() === '') continue;
      const range = document.createRange();
      range.selectNodeContents(child);
      rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0));
    }
    return rects.length > 0 ? rects : [element.getBoundingClientRect()];
  };
  /** Its text lies over its ancestors only, each painting one holding it whole. */
  const plain = (element: Element) => {
    const text = textBoxes(element);
    const ancestors = new Set<Element>();
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      ancestors.add(ancestor);
      const box = boxes.get(ancestor);
      if (box && !text.every((rect) => holds(box, rect))) return false;
    }
    for (const [other, box] of boxes) if (other !== element && !ancestors.has(other) && text.some((rect) => meets(box, rect))) return false;
    return true;
  };
  const signatureOf = (element: Element) => {
    const s = styleOf(element);
    const own = [element.tagName, s.color, s.webkitTextFillColor, s.webkitTextStrokeWidth, s.webkitTextStrokeColor, s.textShadow, s.fontSize, s.fontWeight, layerOf(element)].join('|');
    const under: string[] = [];
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) if (layerOf(ancestor) !== '') under.push(layerOf(ancestor));
    return `${own} / ${under.join(' / ')}`;
  };

  /** Not clipped away (by a scrolling ancestor, `clip` or a zero size): axe computes its contrast. */
  const shown = (element: Element) => {
    const text = textBoxes(element);
    if (text.every((rect) => rect.width < 2 || rect.height < 2)) return false;
    for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement) {
      const style = styleOf(ancestor);
      if (style.clip !== 'auto' || style.clipPath !== 'none') return false;
      if (ancestor === element || style.overflow === 'visible') continue;
      const box = ancestor.getBoundingClientRect();
      if (!text.every((rect) => holds(box, rect))) return false;
    }
    return text.every((rect) => rect.right > 0 && rect.bottom > -window.scrollY);
  };
  /** The element of a signature to check first: shown, with more than one character (axe leaves a failing single character "incomplete"). */
  const representative = (elements: Element[]) => elements.find((element) => (element.textContent ?? '').trim().length > 1 && shown(element)) ?? elements.find(shown);

  const contrast = rules ? rules.includes('color-contrast') : true;
  const known = new Set(passed);
  const groups = new Map<string, Element[]>();
  let checked = 0;
  let candidates = 0;
  for (const element of document.querySelectorAll(`[${MARK}]`)) element.removeAttribute(MARK);
  if (contrast) {
    const all = candidatesIn();
    candidates = all.length;
    for (const element of all) {
      const signature = plain(element) ? signatureOf(element) : '';
      if (signature === '') {
        element.setAttribute(MARK, '');
        checked += 1;
      } else if (!known.has(signature)) (groups.get(signature) ?? groups.set(signature, []).get(signature)!).push(element);
    }
  }
  const representatives = new Map<Element, string>();
  for (const [signature, elements] of groups) {
    const chosen = representative(elements);
    if (chosen) representatives.set(chosen, signature);
    // None is shown: all are checked (axe finds them hidden, or not).
    for (const element of chosen ? [chosen] : elements) element.setAttribute(MARK, '');
    checked += chosen ? 1 : elements.length;
  }
  // Per checked element, whether its contrast was computed and passed, or left "incomplete"
  // because a background image or gradient lies under it (both decided by the signature).
  const settled = new Set<Element>();
  // noHtml: no outerHTML excerpt of every node each rule checks (the report prints none): 16 % of a
  // full run on a docs page.
  axe.configure({ noHtml: true, rules: [{ id: 'color-contrast', selector: `[${MARK}]` }] });
  type Node = { node: { element: Element }; any: { data?: { contrastRatio?: unknown; messageKey?: string } | null }[] };
  axe.addReporter('a11y-audit', (results, options, done) => {
    for (const result of results as unknown as { id: string; passes: Node[]; incomplete: Node[] }[]) {
      if (result.id !== 'color-contrast') continue;
      for (const node of result.passes) if (typeof node.any[0]?.data?.contrastRatio === 'number') settled.add(node.node.element);
      for (const node of result.incomplete) if (['bgImage', 'bgGradient'].includes(node.any[0]?.data?.messageKey ?? '')) settled.add(node.node.element);
    }
    (axe.getReporter('v1') as (results: unknown, options: unknown, done: (out: unknown) => void) => void)(results, options, done);
  });
  // axe may name a marked element by its mark, which is gone after the run.
  const unmark = (selector: unknown) => (typeof selector === 'string' ? selector.replaceAll(`[${MARK}=""]`, '') : selector);
  const run = async (only: string[] | undefined, byTags: boolean) => {
    const context = { include: include.map((selector) => [selector]), exclude: exclude.map((selector) => [selector]) };
    const results = (await axe.run(
      context as never,
      {
        runOnly: byTags ? tags : { type: 'rule', values: only! },
        resultTypes: ['violations'],
        reporter: 'a11y-audit',
      } as never,
    )) as unknown as { violations: Violation[] };
    return results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(unmark), failureSummary })),
    }));
  };
  const violations = await run(rules, !rules);
  // A representative not settled: the rest of its signature is checked.
  const again = [...representatives].filter(([element]) => !settled.has(element));
  for (const element of document.querySelectorAll(`[${MARK}]`)) element.removeAttribute(MARK);
  let more = 0;
  for (const [representative, signature] of again) {
    for (const element of groups.get(signature)!) if (element !== representative) element.setAttribute(MARK, '');
    more += groups.get(signature)!.length - 1;
  }
  checked += more;
  if (more > 0) violations.push(...(await run(['color-contrast'], false)));
  for (const element of document.querySelectorAll(`[${MARK}]`)) element.removeAttribute(MARK);
  axe.configure({ rules: [{ id: 'color-contrast', selector: '*' }] });
  const newlyPassed = [...representatives].filter(([element]) => settled.has(element)).map(([, signature]) => signature);
  return { violations, passed: newlyPassed, checked, candidates };
}
