import type { HttpMethod } from '../../model/reference/view-model.js';

export function MethodBadge({ method }: { method: HttpMethod }) {
  return <span className={`method method-${method}`}>{method === 'delete' ? 'DEL' : method.toUpperCase()}</span>;
}
