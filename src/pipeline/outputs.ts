// The outputs stage: what the site publishes besides its pages, made from the model once the
// pages are written: sitemap.xml, _redirects, the machine outputs (.md twins, llms.txt,
// llms-full.txt) and the search index. Each gives back the links it holds, for the link check.
import type { OutputLinks } from '../check/links.js';
import { outputLinks, searchIndexLinks } from '../check/output-links.js';
import type { SiteContent } from '../content/index.js';
import type { AnchorRelocator } from '../model/reference/spec-anchors.js';
import type { SiteModel } from '../model/types.js';
import { searchIndexFiles } from '../search/build-index.js';
import type { SearchIndexer } from '../search/indexer.js';
import { blogFeedFiles } from '../write/blog-feeds.js';
import { machineOutputs, type MachineOutput } from '../write/machine-outputs.js';
import { renderRedirectsFile, renderSitemap } from '../write/sitemap.js';
import { checkpoint } from '../write/stopping.js';
import type { Memo } from '../util/memo.js';
import type { Emit } from './types.js';

/** sitemap.xml, and _redirects at the output's root, where hosts that read it look for it; the blog's feeds. */
export function siteFiles(site: SiteModel): Map<string, string> {
  const base = site.config.baseUrl.replace(/^\//, '');
  const redirectsFile = renderRedirectsFile(site);
  return new Map([[`${base}sitemap.xml`, renderSitemap(site)], ...(redirectsFile ? [['_redirects', redirectsFile] as const] : []), ...blogFeedFiles(site)]);
}

/** Writes siteFiles(); gives back the sitemap's links. */
export function writeSiteFiles(site: SiteModel, emit: Emit): OutputLinks {
  const files = siteFiles(site);
  for (const [path, content] of files) emit(path, content);
  const [path, sitemap] = [...files][0];
  return outputLinks(path, sitemap)!;
}

/** The links of output files made whole (the shared sidebar navigation). */
export function linksOf(files: Map<string, string>): OutputLinks[] {
  return [...files].flatMap(([path, content]) => outputLinks(path, content) ?? []);
}

/** The machine outputs' links, and the search index the indexer's thread is still finishing. */
export interface MachineOutputsWritten {
  links: OutputLinks[];
  /** With an indexer: waits for its index, writes its files and gives back their links. */
  searchIndex?: () => Promise<OutputLinks[]>;
}

/**
 * Writes the machine outputs, and the search index: with an `indexer` (which was given each page
 * as it was rendered), its thread finishes the index while the other outputs are made here and
 * the links are checked (`searchIndex` then writes it); without one the index is one of the
 * machine outputs.
 */
export async function writeMachineOutputs(site: SiteModel, content: SiteContent, relocate: AnchorRelocator, emit: Emit, memo: Memo, indexer?: SearchIndexer): Promise<MachineOutputsWritten> {
  /** Writes an output file and gives back its links. */
  const write = ([path, content, known]: MachineOutput): OutputLinks | undefined => {
    // A file in pieces (llms-full.txt) is written piece by piece where the sink can, and its links read per piece.
    emit(path, content);
    // Links not kept with the output: kept by the memo, by the file's content (reading the links of 2,500 twins costs seconds).
    const linksIn = (piece: string, kept?: string[]) =>
      kept
        ? { file: path, url: `/${path}`, links: kept }
        : memo(
            'output-links',
            () => [path, piece],
            () => outputLinks(path, piece),
          );
    return typeof content === 'string' ? linksIn(content, known as string[] | undefined) : joinLinks(content.map((piece, i) => linksIn(piece, known?.[i] as string[] | undefined)));
  };
  // The indexer is told the pages are all in first.
  const indexed = indexer?.finish(content.specs);
  // (Its failure is awaited below; until then it must not count as unhandled.)
  indexed?.catch(() => undefined);
  const links: OutputLinks[] = [];
  for (const output of machineOutputs(site, content, relocate, !indexer, memo)) {
    await checkpoint();
    const found = write(output);
    if (found) links.push(found);
  }
  if (!indexed) return { links };
  const searchIndex = async (): Promise<OutputLinks[]> => {
    const { files, manifest } = searchIndexFiles(site, content.specs, await indexed);
    const indexLinks: OutputLinks[] = [];
    for (const [file, json, urls] of files) {
      emit(file, json);
      if (urls.length > 0) indexLinks.push(searchIndexLinks(file, urls));
    }
    const found = write(manifest);
    return found ? [...indexLinks, found] : indexLinks;
  };
  return { links, searchIndex };
}

/** The machine outputs in memory, each file whole (watch serves them). */
export function machineOutputFiles(site: SiteModel, content: SiteContent, relocate: AnchorRelocator, memo: Memo): Map<string, string> {
  return new Map([...machineOutputs(site, content, relocate, true, memo)].map(([path, content]) => [path, typeof content === 'string' ? content : content.join('')]));
}

/** The links of a file read in pieces, as one entry. */
function joinLinks(pieces: (OutputLinks | undefined)[]): OutputLinks | undefined {
  const found = pieces.filter((piece): piece is OutputLinks => piece !== undefined);
  return found.length === 0 ? undefined : { ...found[0], links: found.flatMap((piece) => piece.links) };
}
