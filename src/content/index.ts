// Docs content generated from the specs: loads the OpenAPI files, checks every `:::spec-table`
// directive of the docs (one diagnostic each, at its line), and gives the pipeline what it needs
// to render them (`directives`) and to write them out as markdown (`expand`).
import type { SiteConfig } from '../config/site-config.js';
import { apiGroups } from '../config/api-groups.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { DocSource } from '../load/docs.js';
import { parseMarkdownTokens, type DirectiveResolver } from '../markdown/render-markdown.js';
import { DIRECTIVE_NAME, parseDirective, resolveDirective, type DirectiveContext } from './directives.js';

import type { ParsedSpec } from '../model/reference/spec-anchors.js';

export interface SiteContent {
  specs: ParsedSpec[];
  diagnostics: Diagnostic[];
  /** The markdown files whose pages show content made from the specs (a spec edit changes them). */
  specDriven: ReadonlySet<string>;
  /** Answers the directives of the markdown pages (renderMarkdown's `directives`). */
  directives: DirectiveResolver;
  /** A markdown body with its directives replaced by the generated markdown. */
  expand(markdown: string): string;
}

export function loadSiteContent(config: SiteConfig, parsedSpecs: readonly ParsedSpec[], docs: DocSource[]): SiteContent {
  const specs = [...parsedSpecs];
  const context: DirectiveContext = { specs, data: config.data, apis: apiGroups(config) };
  // A directive's markdown is needed three times (the page, its .md twin, llms-full.txt): made once.
  const rendered = new Map<string, string>();
  const render = (info: string) => {
    let markdown = rendered.get(info);
    if (markdown === undefined) {
      const result = resolveDirective(parseDirective(info), context);
      markdown = 'markdown' in result ? result.markdown : `> **${result.error}**`;
      rendered.set(info, markdown);
    }
    return markdown;
  };
  // Finding the blocks parses the page: once per text (the checks, specDriven and each output ask).
  const found = new Map<string, DirectiveBlock[]>();
  const blocksOf = (text: string) => {
    // Most texts have no directive: told without the map (a lookup hashes the whole text).
    if (!text.includes(DIRECTIVE_NAME)) return [];
    let blocks = found.get(text);
    if (!blocks) found.set(text, (blocks = findDirectives(text)));
    return blocks;
  };
  const diagnostics = docs.filter((doc) => doc.kind === 'markdown').flatMap((doc) => checkDirectives(doc, context, blocksOf));
  const specDriven = new Set(docs.filter((doc) => doc.kind === 'markdown' && blocksOf(doc.text).length > 0).map((doc) => doc.file));
  return {
    specs,
    diagnostics,
    specDriven,
    directives: render,
    expand: (markdown) => expandDirectives(markdown, render, blocksOf),
  };
}

function checkDirectives(doc: DocSource, context: DirectiveContext, blocksOf: (text: string) => DirectiveBlock[]): Diagnostic[] {
  return blocksOf(doc.text).flatMap(({ start, info, column }) => {
    const result = resolveDirective(parseDirective(info), context);
    return 'error' in result ? [diagnostic('content-directive', 'error', result.error, { file: doc.file, line: start + 1, column }, result.hint)] : [];
  });
}

/** What markdown-it-container opens the directive with: `:::` (or more) and the name after any blanks. */
const MAY_OPEN_DIRECTIVE = new RegExp(`:::+[ \\t]*${DIRECTIVE_NAME}`);

interface DirectiveBlock {
  /** 0-based lines of the opening and closing `:::`. */
  start: number;
  end: number;
  info: string;
  column: number;
}

/**
 * The directive blocks of a markdown text, found by the parser that renders the pages (so a
 * `:::spec-table` shown inside fenced or indented code, or a block quote's text, is no directive).
 */
export function findDirectives(markdown: string): DirectiveBlock[] {
  // Admonitions and tabs use `:::` too: only a text that may open this container is parsed.
  if (!markdown.includes(DIRECTIVE_NAME) || !MAY_OPEN_DIRECTIVE.test(markdown)) return [];
  const lines = markdown.split('\n');
  const blocks: DirectiveBlock[] = [];
  for (const token of parseMarkdownTokens(markdown)) {
    if (token.type !== `container_${DIRECTIVE_NAME}_open` || !token.map) continue;
    const [start, next] = token.map;
    const line = lines[start] ?? '';
    // markdown-it-container's range stops at the closing `:::` line (or at the end of the text).
    blocks.push({ start, end: /^\s*:::\s*$/.test(lines[next] ?? '') ? next : next - 1, info: line.trim().replace(/^:::\s*/, ''), column: line.indexOf(':::') + 1 });
  }
  return blocks;
}

/** Replaces each `:::spec-table …` … `:::` block of a markdown text (outside code fences). */
export function expandDirectives(markdown: string, render: (info: string) => string | undefined, blocksOf: (text: string) => DirectiveBlock[] = findDirectives): string {
  const blocks = blocksOf(markdown);
  // Most pages have none: their text as it is, not split into lines and joined again.
  if (blocks.length === 0) return markdown;
  const lines = markdown.split('\n');
  for (const block of [...blocks].reverse()) {
    const generated = render(block.info);
    if (generated !== undefined) lines.splice(block.start, block.end - block.start + 1, generated);
  }
  return lines.join('\n');
}
