import type { ReactNode } from 'react';
import { admonitionClass, admonitionTitle, isAdmonitionKind } from '../../admonition.js';
import { useMdxContext } from '../context.js';

export interface AdmonitionProps {
  /** Docusaurus: note, tip, info, warning, danger, caution, important. */
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
}

/** The same box as markdown's `:::note` (admonition.ts); an unknown type is shown as a note, with a warning. */
export function Admonition({ type = 'note', title, children }: AdmonitionProps) {
  const context = useMdxContext();
  const kind = isAdmonitionKind(type) ? type : 'note';
  if (kind !== type)
    context.dropped.push({
      // At the type as written (`type="tipp"`), else at the first <Admonition> of the page.
      ...(context.find(`type="${type}"`, `type='${type}'`, `"${type}"`, '<Admonition') ?? { line: 1, column: 1 }),
      message: `The admonition type "${type}" is unknown; the box is shown as a note`,
      hint: 'Use one of note, tip, info, warning, danger, caution or important.',
    });
  return (
    <div className={admonitionClass(kind)}>
      <p className="admonition-heading">{title ?? admonitionTitle(kind)}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}

/** Starlight's <Aside type="note|tip|caution|danger" title>. */
export function Aside({ type, ...rest }: AdmonitionProps) {
  return <Admonition type={type ?? 'note'} {...rest} />;
}
