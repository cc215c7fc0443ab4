import type { ReactNode } from 'react';

/** A table scrolls inside its own box, as markdown pages' tables do. */
export function Table({ children, ...rest }: { children?: ReactNode }) {
  return (
    <div className="table-wrap">
      <table {...rest}>{children}</table>
    </div>
  );
}
