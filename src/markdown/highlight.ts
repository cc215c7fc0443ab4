// Code is highlighted at build time; the browser gets coloured spans and a stylesheet, no highlighter.
// Prism, not highlight.js: its grammars are plain regular expressions, so the first use of a
// language costs about half as much, and a cold build highlights every language once (see README).
// Prism's components extend a global `Prism`, which its main module sets.
import Prism from 'prismjs';
import { escapeHtml } from '../shared/escape-html.js';
import 'prismjs/components/prism-bash.js';
import 'prismjs/components/prism-json.js';
import 'prismjs/components/prism-yaml.js';
import 'prismjs/components/prism-typescript.js';
import 'prismjs/components/prism-python.js';
import 'prismjs/components/prism-markup-templating.js';
import 'prismjs/components/prism-php.js';
import 'prismjs/components/prism-ruby.js';
import 'prismjs/components/prism-go.js';
import 'prismjs/components/prism-http.js';
import 'prismjs/components/prism-diff.js';
import 'prismjs/components/prism-ini.js';
import 'prismjs/components/prism-toml.js';
import 'prismjs/components/prism-markdown.js';
// The languages API docs are written in beyond the web ones (Docusaurus and Starlight sites use them).
import 'prismjs/components/prism-java.js';
import 'prismjs/components/prism-csharp.js';
import 'prismjs/components/prism-kotlin.js';
import 'prismjs/components/prism-swift.js';
import 'prismjs/components/prism-rust.js';
import 'prismjs/components/prism-sql.js';
import 'prismjs/components/prism-graphql.js';
import 'prismjs/components/prism-docker.js';
import 'prismjs/components/prism-c.js';
import 'prismjs/components/prism-cpp.js';
import 'prismjs/components/prism-scala.js';
import 'prismjs/components/prism-dart.js';
import 'prismjs/components/prism-powershell.js';
import 'prismjs/components/prism-protobuf.js';
import 'prismjs/components/prism-nginx.js';
// JSX, then TSX, which copies the JSX grammar as it is when it loads (see jsx-grammar.ts).
import './jsx-grammar.js';
import 'prismjs/components/prism-tsx.js';

/** Names a fence may use → Prism grammar. */
const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  curl: 'bash',
  console: 'bash',
  zsh: 'bash',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  node: 'javascript',
  ts: 'typescript',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  py: 'python',
  rb: 'ruby',
  golang: 'go',
  yml: 'yaml',
  md: 'markdown',
  jsonc: 'json',
  cs: 'csharp',
  dotnet: 'csharp',
  kt: 'kotlin',
  kts: 'kotlin',
  rs: 'rust',
  gql: 'graphql',
  dockerfile: 'docker',
  'c++': 'cpp',
  ps1: 'powershell',
  proto: 'protobuf',
};

/** The grammar name for a fence's language, or undefined when there is none. */
function grammarName(language: string | undefined): string | undefined {
  const lang = language?.toLowerCase();
  if (!lang) return undefined;
  const name = ALIASES[lang] ?? lang;
  return Object.hasOwn(Prism.languages, name) && typeof Prism.languages[name] === 'object' ? name : undefined;
}

/** HTML for the inside of a <code> element; unknown languages come out escaped and uncoloured. */
export function highlightCode(code: string, language: string | undefined): string {
  const name = grammarName(language);
  return name ? Prism.highlight(code, Prism.languages[name], name) : escapeHtml(code);
}

/** How a language is named to readers (a code-group tab without a label of its own). */
const LANGUAGE_LABELS: Record<string, string> = {
  bash: 'Shell',
  curl: 'cURL',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  jsx: 'JSX',
  tsx: 'TSX',
  python: 'Python',
  php: 'PHP',
  ruby: 'Ruby',
  go: 'Go',
  java: 'Java',
  csharp: 'C#',
  kotlin: 'Kotlin',
  swift: 'Swift',
  rust: 'Rust',
  json: 'JSON',
  yaml: 'YAML',
  markup: 'HTML',
  http: 'HTTP',
  sql: 'SQL',
  graphql: 'GraphQL',
  powershell: 'PowerShell',
  cpp: 'C++',
  c: 'C',
};

export function languageLabel(language: string): string {
  const lower = language.toLowerCase();
  return LANGUAGE_LABELS[lower] ?? LANGUAGE_LABELS[ALIASES[lower] ?? ''] ?? language;
}
