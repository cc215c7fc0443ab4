import { renderMathOrSource } from '../../math.js';
import { useMdxContext } from '../context.js';

/** A `$…$` or `$$…$$` formula of an MDX page, rendered by KaTeX as in markdown pages (math.ts). */
export function MathFormula({ tex, display }: { tex: string; display?: boolean }) {
  const context = useMdxContext();
  const { html, error } = renderMathOrSource(tex, display === true);
  if (error) context.dropped.push({ line: context.locate(tex.split('\n')[0]).line, message: `This formula is not valid TeX, so its source is shown instead: ${error}` });
  return display ? <div className="math-block" dangerouslySetInnerHTML={{ __html: html }} /> : <span dangerouslySetInnerHTML={{ __html: html }} />;
}
