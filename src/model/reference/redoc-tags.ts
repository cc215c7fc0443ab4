// Redoc's components written into a description (`info.description`, a tag's): a line
// `<SchemaDefinition schemaRef="#/components/schemas/Pet" />` shows the schema's tree there, and
// `<SecurityDefinitions />` (or the older `<!-- ReDoc-Inject: <security-definitions> -->`) the
// security schemes, as Redoc shows them. Any other such component would be an empty place on the
// page: it gets an `openapi-not-shown` warning at its line. Lines inside code fences are text.
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { YamlPath, YamlSource } from '../../load/yaml-source.js';
import { toPointer } from '../../shared/json-pointer.js';
import type { ReferenceContext } from './context.js';
import { schemaAnchor } from './resolver.js';
import { buildSchemaNode, type Direction } from './schema-tree.js';
import type { DescriptionPart } from './view-model.js';

/** What `<SecurityDefinitions />` shows: the document's schemes and the ones every call needs. */
export type SecurityPart = Extract<DescriptionPart, { kind: 'security' }>;

/** A component on a line of its own: `<Name attr="…" />` (or `<Name …></Name>`). */
const COMPONENT_LINE = /^\s{0,3}<([A-Z][A-Za-z0-9]*)\b([^>]*?)\/?>\s*(?:<\/\1>\s*)?$/;
const INJECT_SECURITY = /^\s{0,3}<!--\s*ReDoc-Inject:\s*<security-definitions>\s*-->\s*$/i;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

export interface DescriptionView {
  /** The text without the components (what other outputs show of it). */
  descriptionHtml: string;
  /** Text and components in order: only when it names one the page shows. */
  descriptionParts?: DescriptionPart[];
  diagnostics: Diagnostic[];
}

/** `path`: where the description is written (for the warnings' positions). */
export function describedWithComponents(text: unknown, context: ReferenceContext, source: YamlSource, path: YamlPath, security: SecurityPart): DescriptionView {
  if (typeof text !== 'string' || !text.includes('<')) return { descriptionHtml: context.markdown(text), diagnostics: [] };
  const parts: DescriptionPart[] = [];
  const diagnostics: Diagnostic[] = [];
  const lines = text.split('\n');
  let pending: string[] = [];
  let fence: string | undefined;
  const flush = () => {
    const html = context.markdown(pending.join('\n'));
    if (html) parts.push({ kind: 'html', html });
    pending = [];
  };
  for (const line of lines) {
    const opens = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (opens && opens[0] === fence[0] && opens.length >= fence.length) fence = undefined;
      pending.push(line);
      continue;
    }
    if (opens) fence = opens;
    const component = fence === undefined ? componentOf(line) : undefined;
    if (!component) {
      pending.push(line);
      continue;
    }
    flush();
    const part = component.name === 'SecurityDefinitions' ? security : component.name === 'SchemaDefinition' ? schemaPart(component.attributes, context) : undefined;
    if (part) parts.push(part);
    else diagnostics.push(notShown(component, line, source, path));
  }
  flush();
  const descriptionHtml = parts.flatMap((p) => (p.kind === 'html' ? [p.html] : [])).join('');
  const shown = parts.some((p) => p.kind !== 'html');
  return { descriptionHtml, ...(shown ? { descriptionParts: parts } : {}), diagnostics };
}

interface Component {
  name: string;
  attributes: Map<string, string>;
}

function componentOf(line: string): Component | undefined {
  if (INJECT_SECURITY.test(line)) return { name: 'SecurityDefinitions', attributes: new Map() };
  const match = COMPONENT_LINE.exec(line);
  if (!match) return undefined;
  const attributes = new Map<string, string>();
  // `name="value"`, `name='value'`, `name={false}`, or a bare `name` (true).
  for (const m of match[2].matchAll(/([A-Za-z][\w-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}))?/g)) attributes.set(m[1], m[2] ?? m[3] ?? m[4]?.trim() ?? 'true');
  return { name: match[1], attributes };
}

/** `<SchemaDefinition schemaRef=… showReadOnly={false} showWriteOnly={false} />`: the schema's tree, or nothing when the document has no such schema. */
function schemaPart(attributes: Map<string, string>, context: ReferenceContext): DescriptionPart | undefined {
  const ref = attributes.get('schemaRef');
  if (ref === undefined || !ref.startsWith('#/')) return undefined;
  const resolved = context.resolver.resolve({ $ref: ref });
  if (resolved.value === undefined) return undefined;
  const hideReadOnly = attributes.get('showReadOnly') === 'false';
  const hideWriteOnly = attributes.get('showWriteOnly') === 'false';
  const direction: Direction = hideReadOnly && !hideWriteOnly ? 'request' : hideWriteOnly && !hideReadOnly ? 'response' : 'any';
  const name = resolved.schemaName ?? ref.split('/').pop() ?? ref;
  return { kind: 'schema', name, ...(resolved.schemaName ? { anchor: schemaAnchor(resolved.schemaName) } : {}), schema: buildSchemaNode({ $ref: ref }, context, direction, 1, true) };
}

/** The component's own line: the description's position, then the first line from there that holds it. */
function notShown(component: Component, line: string, source: YamlSource, path: YamlPath): Diagnostic {
  const at = source.positionOf(path);
  const written = line.trim();
  const lines = source.text.split('\n');
  let position = at;
  for (let i = Math.max(0, (at.line ?? 1) - 1); i < lines.length; i++) {
    const column = lines[i].indexOf(written);
    if (column >= 0) {
      position = { ...at, line: i + 1, column: column + 1 };
      break;
    }
  }
  const ref = component.attributes.get('schemaRef');
  const what =
    component.name === 'SchemaDefinition'
      ? `<SchemaDefinition> names ${ref === undefined ? 'no schemaRef' : `"${ref}", which is not a schema of this document`}`
      : `Redoc's <${component.name}> component`;
  return diagnostic(
    'openapi-not-shown',
    'warning',
    `The reference does not show ${what}, written in the description at #${toPointer(path)}; the line is left out`,
    position,
    component.name === 'SchemaDefinition'
      ? 'Point schemaRef at a schema of this document, such as "#/components/schemas/Pet".'
      : 'The reference shows <SchemaDefinition schemaRef="…" /> and <SecurityDefinitions /> in descriptions; write what this component showed as text instead.',
  );
}
