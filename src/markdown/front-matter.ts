import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { parseYamlLazily } from '../load/yaml-source.js';

export interface FrontMatter {
  title?: string;
  description?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
}

const KNOWN: Record<keyof FrontMatter, 'string' | 'number'> = {
  title: 'string',
  description: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  slug: 'string',
};

export interface SplitMarkdown {
  frontMatter: FrontMatter;
  body: string;
  /** Lines taken by the front matter block, so body line N is file line N + offset. */
  lineOffset: number;
  diagnostics: Diagnostic[];
}

export function splitFrontMatter(file: string, text: string): SplitMarkdown {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return { frontMatter: {}, body: text, lineOffset: 0, diagnostics: [] };
  const lineOffset = match[0].split('\n').length - 1;
  // Parse the block with a leading newline so positions line up with the file (line 2 onwards).
  const { source, diagnostics } = parseYamlLazily(file, `\n${match[1]}`, 'frontmatter-yaml-syntax');
  const frontMatter: FrontMatter = {};
  const data = source?.data;
  if (source && data && typeof data === 'object' && !Array.isArray(data)) {
    for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
      const expected = KNOWN[key as keyof FrontMatter];
      if (!expected) {
        diagnostics.push(diagnostic('frontmatter-unknown-key', 'warning', `Unknown front matter key "${key}"`, source.keyPositionOf([key]), `Known keys: ${Object.keys(KNOWN).join(', ')}.`));
      } else if (typeof value !== expected) {
        diagnostics.push(diagnostic('frontmatter-wrong-type', 'error', `Front matter "${key}" must be a ${expected}`, source.positionOf([key])));
      } else {
        (frontMatter as Record<string, unknown>)[key] = value;
      }
    }
  }
  return { frontMatter, body: text.slice(match[0].length), lineOffset, diagnostics };
}
