import type { ReactNode } from 'react';

export interface DetailsProps {
  summary?: ReactNode;
  open?: boolean;
  children?: ReactNode;
}

/** A disclosure: a native <details>, so it opens and closes without JavaScript. */
export function Details({ summary, open, children }: DetailsProps) {
  return (
    <details className="sp-details" open={open}>
      <summary>{summary ?? 'Details'}</summary>
      <div className="sp-details-content">{children}</div>
    </details>
  );
}
