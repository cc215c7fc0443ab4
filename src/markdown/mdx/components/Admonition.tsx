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
      line: context.locate(`${type}`).line,
      message: `the admonition type "${type}" is unknown and is shown as a note (use note, tip, info, warning, danger, caution or important)`,
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
