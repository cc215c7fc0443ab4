// A docs folder too big for every page to carry its whole sidebar (more entries than
// INLINE_SIDEBAR_LIMIT): parts → sections → pages, laid out as a Docusaurus team would, with
// `_category_.json` files (a label, one part open from the start, one that cannot close, one
// section with an index page).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface BigDocsShape {
  parts: number;
  sectionsPerPart: number;
  pagesPerSection: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Writes the site into `dir` (config and docs/); returns every page's route. */
export async function writeBigDocsSite(dir: string, shape: BigDocsShape = { parts: 3, sectionsPerPart: 4, pagesPerSection: 25 }): Promise<string[]> {
  const routes: string[] = ['intro'];
  await mkdir(join(dir, 'docs'), { recursive: true });
  await writeFile(join(dir, 'specpress.config.yaml'), 'title: Big docs\nurl: https://big.example\nbaseUrl: /\n');
  await writeFile(join(dir, 'docs', 'intro.md'), '---\nsidebar_position: 0\n---\n# Introduction\n\nStart here, then read [the first page](01-part-1/01-section-1/01-page-1.md).\n');
  for (let part = 1; part <= shape.parts; part++) {
    const partDir = join(dir, 'docs', `${pad(part)}-part-${part}`);
    await mkdir(partDir, { recursive: true });
    // Part 2 starts open; part 3 cannot close.
    const category = { label: `Part ${part}`, ...(part === 2 ? { collapsed: false } : {}), ...(part === 3 ? { collapsible: false } : {}) };
    await writeFile(join(partDir, '_category_.json'), `${JSON.stringify(category)}\n`);
    for (let section = 1; section <= shape.sectionsPerPart; section++) {
      const sectionDir = join(partDir, `${pad(section)}-section-${section}`);
      await mkdir(sectionDir, { recursive: true });
      if (section === 1) {
        // The first section of each part has its own page (index.md); the others get a generated one.
        await writeFile(join(sectionDir, 'index.md'), `# Section ${part}.${section} overview\n\nWhat this section covers.\n`);
        routes.push(`part-${part}/section-${section}`);
      }
      for (let page = 1; page <= shape.pagesPerSection; page++) {
        const next = page < shape.pagesPerSection ? `[next](${pad(page + 1)}-page-${page + 1}.md)` : 'the last page of its section';
        await writeFile(join(sectionDir, `${pad(page)}-page-${page}.md`), `# Page ${part}.${section}.${page}\n\nText of page ${page} of section ${section} of part ${part}; ${next}.\n`);
        routes.push(`part-${part}/section-${section}/page-${page}`);
      }
    }
  }
  return routes;
}
