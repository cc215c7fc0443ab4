// The modules an MDX page can import besides its own files: specpress's components under their
// own name and under the import paths Docusaurus and Starlight pages use, so those pages build
// unchanged. Each path maps to the exports a page finds there.
import { createElement, useContext, type ReactNode } from 'react';
import { Admonition, Aside } from './components/Admonition.js';
import { MdxContext } from './context.js';
import { CodeBlock, Mermaid, Pre } from './components/CodeBlock.js';
import { Details } from './components/Details.js';
import { BrowserOnly, ExecutionEnvironment, Img, Link, ThemedImage, useBaseUrl } from './components/Link.js';
import { Table } from './components/Table.js';
import { MathFormula } from './components/MathFormula.js';
import { CODE_GROUP_TAB, CODE_GROUP_TABS, JSX_HEAD, JSX_IMG } from './plugins.js';
import { AstroImage, Badge, Card, CardGrid, FileTree, Fragment, Icon, LinkButton, LinkCard, Steps } from './components/starlight.js';
import { TabItem, Tabs } from './components/Tabs.js';
import { MarkdownPartial } from './components/MarkdownPartial.js';
import { DocCardList, Head, TOCInline, Translate, translate, useActiveVersion, useCurrentSidebarCategory, useDocusaurusContext } from './components/docusaurus.js';

const components = { Admonition, Aside, Badge, BrowserOnly, Card, CardGrid, CodeBlock, Details, FileTree, Link, LinkCard, Steps, TabItem, Tabs, useBaseUrl };

/** A plain element as a component (`@theme/MDXComponents/Ul`). */
const element = (tag: string) => (props: { children?: ReactNode }) => createElement(tag, props);

/** A module with a default export (`import Tabs from '@theme/Tabs'`). */
const withDefault = (value: unknown) => ({ __esModule: true, default: value });

/** Where compiled MDX asks for the components of its markdown elements (links, images, code, tables). */
export const MDX_PROVIDER = 'specpress:mdx-components';
/** Where a markdown partial's module finds the component that renders it (compile-mdx.ts). */
export const MARKDOWN_PARTIAL = 'specpress:markdown-partial';
// What a page may use without importing it, as in Docusaurus' MDXComponents: Admonition is what
// :::note becomes (plugins.ts); Fragment is Astro's, which its MDX pages use without importing it.
// JSX <img> is renamed to JSX_IMG (plugins.ts) so it is resolved like markdown's images; a
// :::code-group becomes CODE_GROUP_TABS. A <head> written in the page becomes JSX_HEAD, Docusaurus' <Head>.
export const MARKDOWN_ELEMENTS: Readonly<Record<string, unknown>> = {
  a: Link,
  img: Img,
  pre: Pre,
  table: Table,
  [JSX_HEAD]: Head,
  Admonition,
  Details,
  MathFormula,
  [JSX_IMG]: Img,
  [CODE_GROUP_TABS]: Tabs,
  [CODE_GROUP_TAB]: TabItem,
  Fragment,
};

export const BUILTIN_MODULES: Record<string, Record<string, unknown>> = {
  // Read while the page renders: the site's own components (src/theme/MDXComponents) join specpress's there.
  [MDX_PROVIDER]: { useMDXComponents: () => useContext(MdxContext)?.components ?? MARKDOWN_ELEMENTS },
  [MARKDOWN_PARTIAL]: { __esModule: true, MarkdownPartial },
  'specpress/components': { __esModule: true, ...components },
  '@theme/Tabs': withDefault(Tabs),
  '@theme/TabItem': withDefault(TabItem),
  '@theme/Admonition': withDefault(Admonition),
  '@theme/Details': withDefault(Details),
  '@theme/CodeBlock': withDefault(CodeBlock),
  '@theme/Mermaid': withDefault(Mermaid),
  '@docusaurus/Link': withDefault(Link),
  '@docusaurus/useBaseUrl': withDefault(useBaseUrl),
  '@docusaurus/BrowserOnly': withDefault(BrowserOnly),
  '@docusaurus/ExecutionEnvironment': { __esModule: true, default: ExecutionEnvironment, ...ExecutionEnvironment },
  '@theme/ThemedImage': withDefault(ThemedImage),
  '@docusaurus/Head': withDefault(Head),
  '@docusaurus/Translate': { __esModule: true, default: Translate, translate },
  '@docusaurus/useDocusaurusContext': withDefault(useDocusaurusContext),
  '@docusaurus/theme-common': { __esModule: true, useCurrentSidebarCategory },
  '@docusaurus/plugin-content-docs/client': { __esModule: true, useCurrentSidebarCategory, useActiveVersion, useDocsVersion: useActiveVersion },
  // What a swizzled MDXComponents (site-components.ts) builds its map from: specpress's renderers of
  // the same elements. Its overrides of markdown's elements are not used; these let the module load.
  '@theme/MDXComponents/A': withDefault(Link),
  '@theme/MDXComponents/Img': withDefault(Img),
  '@theme/MDXComponents/Pre': withDefault(Pre),
  '@theme/MDXComponents/Details': withDefault(Details),
  '@theme/MDXComponents/Code': withDefault(element('code')),
  '@theme/MDXComponents/Ul': withDefault(element('ul')),
  '@theme/MDXComponents/Li': withDefault(element('li')),
  '@theme/MDXComponents/Heading': withDefault(({ as, ...props }: { as?: string; children?: ReactNode }) => createElement(as ?? 'h2', props)),
  '@theme/TOCInline': withDefault(TOCInline),
  '@theme/DocCardList': withDefault(DocCardList),
  'astro:assets': { __esModule: true, Image: AstroImage, Picture: AstroImage },
  '@astrojs/starlight/components': { __esModule: true, Tabs, TabItem, Aside, Card, CardGrid, LinkCard, LinkButton, Steps, Badge, FileTree, Icon, Code: CodeBlock },
};
