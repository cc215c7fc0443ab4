// `_category_.json` / `_category_.yml` files, as Docusaurus reads them: a folder's label,
// position, whether it starts closed or can close at all, the page it links to, a description.
// Checked like the config (file:line:col, did-you-mean); `customProps` and `key` are accepted and
// not used. `link: { type: generated-index }` makes a page listing the category's items.
import { s, type Infer } from '../config/schema-kit.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { CategorySource } from '../load/docs.js';
import { checkAgainstSchema } from '../validate/schema.js';
import type { TreeCategory } from './sidebar.js';

const categorySchema = s.object({
  label: s.string('Shown in the sidebar instead of the folder name'),
  position: s.number('Order among its siblings (lower first)'),
  collapsed: s.boolean('Starts closed (default true)'),
  collapsible: s.boolean('Can be opened and closed (default true)'),
  className: s.string(),
  description: s.string(),
  key: s.string(),
  customProps: s.record(s.string()),
  link: s.object({
    type: s.enumOf(['doc', 'generated-index'] as const),
    id: s.string('Page id, for type doc'),
    title: s.string(),
    description: s.string(),
    slug: s.string(),
    keywords: s.array(s.string()),
    image: s.string(),
  }),
});

type CategoryFile = Infer<typeof categorySchema>;

export function readCategories(files: readonly CategorySource[]): { byDir: Map<string, TreeCategory>; diagnostics: Diagnostic[] } {
  const byDir = new Map<string, TreeCategory>();
  const diagnostics: Diagnostic[] = [];
  for (const { dir, source } of files) {
    const checked = checkAgainstSchema(source.data ?? {}, categorySchema, source);
    diagnostics.push(...checked.diagnostics);
    const data = (checked.value ?? {}) as CategoryFile;
    byDir.set(dir, {
      label: data.label,
      position: data.position,
      collapsed: data.collapsed,
      collapsible: data.collapsible,
      link: data.link?.type === 'doc' ? data.link.id : undefined,
      description: data.description,
      generatedIndex: data.link?.type === 'generated-index' ? { title: data.link.title, description: data.link.description, slug: data.link.slug } : undefined,
    });
  }
  return { byDir, diagnostics };
}
