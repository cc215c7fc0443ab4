// Schema trees, parameter rows and media bodies of a reference page, written as HTML strings.
// They are most of a reference's elements (a 60-operation reference has about 11,000 of them in
// 1,400 field rows), and React's per-element cost on a cold start made them the largest part of
// rendering a reference. The page around them (operations, samples, navigation) stays React;
// these strings go in with dangerouslySetInnerHTML, like the highlighted code. Every text and
// attribute value goes through `escape`, the escaping React applies, so the bytes are the same as
// the components these functions replaced wrote.
import type { Constraint, EncodingView, MediaView, ParameterView, RowLabel, SchemaNode, SchemaTree, VariantsView } from '../../model/reference/view-model.js';
import { MAX_EXPANDED_VARIANTS } from '../../model/reference/schema-tree.js';
import { escapeAsReact as escape } from '../../shared/escape-html.js';
import type { ReferenceLinks } from './links.js';
import { en, type UiStrings } from '../../config/ui-strings/en.js';
import { filled } from '../../config/ui-strings/index.js';

/** Inner HTML of the `<div class="schema">` of each tree shown several times on a page (see shared-bodies.ts). */
export type SharedBodies = ReadonlyMap<SchemaTree, string>;

/** Whether a node has anything to show below its type line. */
export function hasChildren(node: SchemaNode): boolean {
  if (node.kind === 'link') return false;
  return (
    node.properties.length > 0 ||
    node.variants !== undefined ||
    (node.items !== undefined && hasChildren(node.items)) ||
    (node.additionalProperties !== undefined && node.additionalProperties !== true && hasChildren(node.additionalProperties)) ||
    node.labelledRows.length > 0
  );
}

/** Writes the schema parts of one page; `shared` bodies are reused instead of written again. */
export class SchemaHtml {
  constructor(
    private readonly links: ReferenceLinks,
    private readonly shared: SharedBodies = new Map(),
    /** The page's words (its locale's UI strings): the labels of facts and badges. */
    private readonly strings: UiStrings = en,
  ) {}

  /** `<div class="schema">` with a tree's properties, items, map values and alternatives. */
  body(node: SchemaTree): string {
    return `<div class="schema">${this.shared.get(node) ?? this.bodyContent(node)}</div>`;
  }

  bodyContent(node: SchemaTree): string {
    let html = '';
    const { discriminator, additionalProperties: additional } = node;
    if (discriminator && discriminator.propertyName) {
      html += `<p class="schema-discriminator">${escape(this.strings.refDiscriminatedBy)} <code>${escape(discriminator.propertyName)}</code>${discriminator.mapping.length > 0 ? ': ' : ''}`;
      discriminator.mapping.forEach((m, i) => {
        const target = m.anchor ? this.links.href(m.anchor) : undefined;
        html += `<span class="discriminator-entry">${i > 0 ? ', ' : ''}<code>${escape(m.value)}</code> → ${target ? `<a href="${escape(target)}">${escape(m.name)}</a>` : escape(m.name)}</span>`;
      });
      html += '</p>';
    }
    if (node.properties.length > 0) {
      html += '<ul class="schema-fields">';
      for (const field of node.properties) html += this.fieldRow(field.name, field.schema, field.required);
      html += '</ul>';
    }
    if (node.labelledRows.length > 0) {
      html += '<ul class="schema-fields schema-additional">';
      for (const row of node.labelledRows) html += this.fieldRow(rowLabelText(row.label, this.strings), row.schema, undefined, true);
      html += '</ul>';
    }
    if (additional !== undefined) {
      html += '<ul class="schema-fields schema-additional">';
      html +=
        additional === true
          ? `<li class="field"><div class="field-head"><span class="field-name field-name-any">${escape(this.strings.refAnyOtherProperty)}</span> <span class="type">any</span></div></li>`
          : this.fieldRow(this.strings.refAdditionalProperties, additional, undefined, true);
      html += '</ul>';
    }
    if (node.items && node.items.kind === 'tree' && hasChildren(node.items))
      html += `<div class="schema-items"><p class="schema-items-label">${escape(this.strings.refArrayItems)}</p>${this.body(node.items)}</div>`;
    if (node.variants) html += this.variants(node.variants);
    return html;
  }

  /** One property: name, type, badges, facts; nested objects collapse in a <details>. */
  fieldRow(name: string, node: SchemaNode, required?: boolean, nameIsLabel?: boolean): string {
    const nested = node.kind === 'tree' && hasChildren(node) ? node : undefined;
    const label = nameIsLabel ? `<span class="field-name field-name-any">${escape(name)}</span>` : `<code class="field-name">${escape(name)}</code>`;
    let html = `<li class="field${required ? ' field-required' : ''}"><div class="field-head">${label} ${this.type(node)} ${badges(node, this.strings, required)}</div>${this.facts(node)}`;
    if (nested) html += `<details class="schema-children"><summary>${escape(childSummary(nested, this.strings))}</summary>${this.body(nested)}</details>`;
    else html += this.mapValues(node);
    return `${html}</li>`;
  }

  /**
   * What a map's values are (`additionalProperties: { type: string, description: … }`) when the
   * row shows no body, whose "additional properties" row would say it: their description and facts.
   */
  private mapValues(node: SchemaNode): string {
    const values = node.kind === 'tree' ? node.additionalProperties : undefined;
    if (values === undefined || values === true || (values.kind === 'tree' && values.cut)) return '';
    const facts = this.facts(values);
    return facts ? `<div class="field-fact field-fact-map-values"><span class="fact-label">${escape(this.strings.refEachValue)}</span> ${facts}</div>` : '';
  }

  /** A parameter row of a path/query/header/cookie list. */
  parameterRow(p: ParameterView): string {
    let head = `<code class="field-name">${escape(p.name)}</code> ${p.schema ? this.type(p.schema) : ''} `;
    head += p.schema ? badges(p.schema, this.strings, p.required) : p.required ? badge('required', this.strings.refRequired) : '';
    if (p.deprecated) head += badge('deprecated', this.strings.refDeprecated);
    let html = `<li class="field param${p.required ? ' field-required' : ''}"><div class="field-head">${head}</div>${descriptionHtml(p.descriptionHtml)}`;
    if (p.schema) html += this.facts(p.schema, false);
    if (p.serialization)
      html += `<p class="field-fact field-fact-serialization"><span class="fact-label">${escape(this.strings.refWrittenAs)}</span> <code class="fact-value">${escape(p.serialization)}</code></p>`;
    for (const note of p.notes ?? []) html += `<p class="field-fact field-fact-note">${escape(note)}</p>`;
    if (p.moreExamples && p.example !== undefined)
      html += `<p class="field-fact field-fact-example"><span class="fact-label">${escape(this.strings.refExamples)}:</span> ${[p.example, ...p.moreExamples].map((e) => `<code class="fact-value">${escape(e)}</code>`).join('')}</p>`;
    else if (p.example !== undefined && (p.schema?.kind !== 'tree' || !p.schema.examples.includes(p.example)))
      html += `<p class="field-fact field-fact-example"><span class="fact-label">${escape(this.strings.refExample)}:</span> <code class="fact-value">${escape(p.example)}</code></p>`;
    // An object parameter (deepObject, form) shows its fields, as a body's nested object does.
    if (p.schema?.kind === 'tree' && hasChildren(p.schema))
      html += `<details class="schema-children"><summary>${escape(childSummary(p.schema, this.strings))}</summary>${this.body(p.schema)}</details>`;
    else if (p.schema) html += this.mapValues(p.schema);
    return `${html}</li>`;
  }

  /** Inside of a `<div class="media">`: the media type, its schema's type, facts and body. */
  /** `mediaTypes`: every media type showing this schema (the media's own, by default). */
  media(media: MediaView, mediaTypes: readonly string[] = [media.mediaType]): string {
    const { schema } = media;
    const sequence = media.sequence ? ` <span class="media-sequence">${escape(this.strings.refSequence)}</span>` : '';
    const types = mediaTypes.map((type) => `<span class="media-type">${escape(type)}</span>`).join(', ');
    let html = `<p class="media-head">${types}${sequence}${schema ? ` ${this.type(schema)}` : ''}</p>`;
    if (schema) html += this.facts(schema);
    if (schema?.kind === 'tree') html += this.body(schema);
    if (media.encoding) html += this.encoding(media.encoding);
    return html;
  }

  /** How each part of a multipart or form body is sent: content type, serialization, headers. */
  encoding(parts: EncodingView[]): string {
    let html = `<div class="media-encoding"><p class="fact-label">${escape(this.strings.refPartsSentAs)}</p><ul class="schema-fields">`;
    for (const part of parts) {
      html += `<li class="field"><div class="field-head"><code class="field-name">${escape(part.property)}</code>${part.contentType ? ` <code class="fact-value">${escape(part.contentType)}</code>` : ''}</div>`;
      if (part.serialization)
        html += `<p class="field-fact field-fact-serialization"><span class="fact-label">${escape(this.strings.refWrittenAs)}</span> <code class="fact-value">${escape(part.serialization)}</code></p>`;
      if (part.headers.length > 0)
        html += `<p class="fact-label">${escape(this.strings.refPartHeaders)}</p><ul class="schema-fields param-list">${part.headers.map((h) => this.parameterRow(h)).join('')}</ul>`;
      html += '</li>';
    }
    return `${html}</ul></div>`;
  }

  /**
   * `string <email>`, `Array of Tag`, `object (Contact)`: named schemas link to the Schemas section
   * (not when `linked` is false: plain names, for inside a <summary>).
   */
  type(node: SchemaNode, self?: boolean, linked = true): string {
    const { strings } = this;
    const nullable = node.nullable ? `<span class="type-null"> ${escape(strings.refOrNull)}</span>` : '';
    if (node.kind === 'link') {
      const label = node.typeLabel !== 'object' ? `${escape(typeLabelText(node.typeLabel, strings))} ` : '';
      return `<span class="type">${label}${this.name(node.name, node.anchor, linked)}${node.recursive ? `<span class="type-recursive"> ${escape(strings.refRecursive)}</span>` : ''}${nullable}</span>`;
    }
    const named = node.name && !self ? this.name(node.name, node.anchor ?? '', linked) : '';
    if (node.items) {
      const { items } = node;
      const of = items.kind === 'tree' && items.name ? this.name(items.name, items.anchor ?? '', linked) : this.type(items, false, linked);
      return `<span class="type">${withHtml(strings.refArrayOf, 'type', of)}${named && ` (${named})`}${nullable}</span>`;
    }
    return `<span class="type">${escape(typeLabelText(node.typeLabel, strings))}${named && ` (${named})`}${nullable}</span>`;
  }

  /** Description, constant, enum, default, constraints and examples of one schema. */
  facts(node: SchemaNode, showDescription = true): string {
    if (node.kind === 'link') return (showDescription ? descriptionHtml(node.descriptionHtml) : '') + (node.continued ? this.continuedAt(node.name, node.anchor) : '');
    if (node.cut) return `<p class="field-fact schema-continued">${escape(this.strings.refNotShown)}</p>`;
    // Each fact: its class (`field-fact-<kind>`, from the English label), its label and values.
    const facts: [FactKind, string, string[]][] = [];
    const { strings } = this;
    if (node.constValue !== undefined) facts.push(['value', strings.refValue, [node.constValue]]);
    // Values with their meaning are a list of their own, below.
    if (node.enumValues.length > 0 && node.enumDescriptions.length === 0)
      facts.push(node.enumValues.length === 1 ? ['value', strings.refValue, node.enumValues] : ['allowed-values', strings.refAllowedValues, node.enumValues]);
    if (node.defaultValue !== undefined) facts.push(['default', strings.refDefault, [node.defaultValue]]);
    if (node.examples.length > 0) facts.push(node.examples.length === 1 ? ['example', strings.refExample, node.examples] : ['examples', strings.refExamples, node.examples]);
    let html = showDescription ? descriptionHtml(node.descriptionHtml) : '';
    if (node.constraints.length > 0) html += `<p class="field-constraints">${node.constraints.map((c) => `<span class="constraint">${escape(constraintText(c, strings))}</span>`).join('')}</p>`;
    for (const [kind, label, values] of facts) {
      const more = kind === 'allowed-values' ? enumMore(node, strings) : '';
      html += `<p class="field-fact field-fact-${kind}"><span class="fact-label">${escape(label)}:</span> ${values.map((v) => `<code class="fact-value">${escape(v)}</code>`).join('')}${more}</p>`;
    }
    if (node.enumDescriptions.length > 0) html += describedValues(escape(strings.refAllowedValues), node, strings);
    return html + itemValues(node, strings);
  }

  /**
   * oneOf/anyOf: one <details> per alternative, sharing a `name` so opening one closes the others
   * (an exclusive accordion, no JavaScript). The first alternative starts open. A <summary> is a
   * control and may not hold links: it names the alternative's type in plain text, and the
   * linked type is the first line of its body.
   */
  private variants(variants: VariantsView): string {
    // Many alternatives that are all links (a base type's subtypes: see MAX_EXPANDED_VARIANTS in
    // schema-tree.ts) are a list of links; an accordion of them would repeat each name five times.
    if (variants.options.length > MAX_EXPANDED_VARIANTS && variants.options.every((option) => option.schema.kind === 'link')) {
      const items = variants.options.map((option) => {
        // The label beyond the linked name: the discriminator's value, `(#microsoft.graph.user)`.
        const name = option.schema.name ?? '';
        const extra = option.label === name ? '' : option.label.startsWith(`${name} `) ? option.label.slice(name.length + 1) : option.label;
        return `<li>${this.type(option.schema)}${extra && ` <span class="variant-label">${escape(extra)}</span>`}</li>`;
      });
      const label = filled(variants.kind === 'oneOf' ? this.strings.refOneOfTypes : this.strings.refAnyOfTypes, { count: variants.options.length });
      return `<div class="schema-variants" data-variants="${variants.kind}"><p class="variants-label">${escape(label)}</p><ul class="variant-links">${items.join('')}</ul></div>`;
    }
    const group = escape(this.links.uniqueId('variants'));
    let html = `<div class="schema-variants" data-variants="${variants.kind}"><p class="variants-label">${escape(variants.kind === 'oneOf' ? this.strings.refOneOf : this.strings.refAnyOf)}</p>`;
    variants.options.forEach((option, i) => {
      const plain = this.type(option.schema, false, false);
      const linked = this.type(option.schema);
      html += `<details class="variant" name="${group}"${i === 0 ? ' open=""' : ''} data-variant-label="${escape(option.label)}"><summary><span class="variant-label">${escape(option.label)}</span> ${plain}</summary>`;
      html += `<div class="variant-body">${linked === plain ? '' : `<p class="field-fact field-fact-type"><span class="fact-label">${escape(this.strings.refType)}</span> ${linked}</p>`}${this.facts(option.schema)}${option.schema.kind === 'tree' ? this.body(option.schema) : ''}</div></details>`;
    });
    return `${html}</div>`;
  }

  /** Where a tree that ran out of budget goes on: the schema's own entry. */
  private continuedAt(name: string, anchor: string): string {
    return `<p class="field-fact schema-continued">${withHtml(this.strings.refContinuedAt, 'name', this.name(name, anchor, true))}</p>`;
  }

  private name(name: string, anchor: string | undefined, linked: boolean): string {
    const href = linked && anchor !== undefined ? this.links.href(anchor) : undefined;
    return href ? `<a class="schema-link" href="${escape(href)}">${escape(name)}</a>` : `<span class="schema-name">${escape(name)}</span>`;
  }
}

/** The kinds of a schema's facts, each shown as `field-fact-<kind>`. */
type FactKind = 'value' | 'allowed-values' | 'default' | 'example' | 'examples';

/** A badge after a field's type: its class names the kind, its text is in the page's language. */
function badge(kind: 'required' | 'readonly' | 'writeonly' | 'deprecated', text: string): string {
  return `<span class="badge badge-${kind}">${escape(text)}</span>`;
}
/** A phrase of the page's words with HTML in one place (`{type}`: a linked type): the words escaped, the HTML as it is. */
function withHtml(template: string, place: string, html: string): string {
  return escape(template).split(`{${place}}`).join(html);
}

/** The values of a long enum not shown (schema-tree.ts's MAX_ENUM_VALUES), counted. */
function enumMore(node: SchemaTree, strings: UiStrings): string {
  if (!node.enumMore) return '';
  return ` <span class="enum-more">${escape(filled(node.enumMore === 1 ? strings.refEnumMoreOne : strings.refEnumMore, { count: node.enumMore.toLocaleString('en-US') }))}</span>`;
}

/** An enum whose values say what they mean: a list of each value and its meaning. */
function describedValues(label: string, node: SchemaTree, strings: UiStrings): string {
  const meaning = new Map(node.enumDescriptions.map((entry) => [entry.value, entry.descriptionHtml]));
  return `<div class="field-fact field-fact-allowed-values"><span class="fact-label">${label}:</span><dl class="enum-values">${node.enumValues
    .map((value) => `<dt><code class="fact-value">${escape(value)}</code></dt><dd>${meaning.get(value) ?? ''}</dd>`)
    .join('')}</dl>${enumMore(node, strings)}</div>`;
}

/**
 * What an array's items may be, when they are values rather than objects (the petstore's `status`,
 * `items: { enum: [available, pending, sold], default: available }`): their constant, allowed
 * values (with their meanings) and default, as a plain enum's are shown, labelled as the items'.
 * An array of arrays says the same of its inner items, at any depth (`Array of Array of string`).
 */
function itemValues(node: SchemaTree, strings: UiStrings, item = strings.refItem): string {
  const items = node.items;
  if (items?.kind !== 'tree' || items.cut) return '';
  const fact = (kind: string, label: string, values: string[], more = '') =>
    `<p class="field-fact field-fact-${kind}"><span class="fact-label">${label}:</span> ${values.map((v) => `<code class="fact-value">${escape(v)}</code>`).join('')}${more}</p>`;
  // The label in the page's words, capitalised where the phrase starts with the item (`Item default`).
  const label = (template: string) => {
    const text = filled(template, { item });
    return escape(text.charAt(0).toUpperCase() + text.slice(1));
  };
  let html = '';
  if (items.constValue !== undefined) html += fact('value', label(strings.refEachItem), [items.constValue]);
  if (items.enumValues.length > 0 && items.enumDescriptions.length === 0) html += fact('allowed-values', label(strings.refAllowedItemValues), items.enumValues, enumMore(items, strings));
  if (items.defaultValue !== undefined) html += fact('default', label(strings.refItemDefault), [items.defaultValue]);
  if (items.enumDescriptions.length > 0) html += describedValues(label(strings.refAllowedItemValues), items, strings);
  // Items that are arrays show no body of their own (hasChildren): their items' values are said here.
  if (items.items && !hasChildren(items)) html += itemValues(items, strings, filled(strings.refInnerItem, { item }));
  return html;
}

/** A type's label in the page's words: the model's `one of`, `any of`, `Map of …` and `Array of …`; type names (`string`, `object`) as OpenAPI names them. */
function typeLabelText(label: string, strings: UiStrings): string {
  if (label === 'one of') return strings.refOneOfType;
  if (label === 'any of') return strings.refAnyOfType;
  if (label.startsWith('Map of ')) return filled(strings.refMapOf, { type: typeLabelText(label.slice('Map of '.length), strings) });
  if (label.startsWith('Array of ')) return filled(strings.refArrayOf, { type: typeLabelText(label.slice('Array of '.length), strings) });
  if (/^Tuple of \d+$/.test(label)) return filled(strings.refTupleOf, { count: label.slice('Tuple of '.length) });
  return label;
}

/** A labelled row's label in the page's words. */
function rowLabelText(label: RowLabel, strings: UiStrings): string {
  switch (label.kind) {
    case 'names-matching':
      return filled(strings.refNamesMatching, { pattern: label.pattern });
    case 'item':
      return filled(strings.refTupleItem, { position: label.position });
    case 'and-one-of':
      return strings.refAndOneOf;
    case 'and-any-of':
      return strings.refAndAnyOf;
  }
}

/** A constraint in the page's words; bounds are symbols in every language. */
function constraintText(constraint: Constraint, strings: UiStrings): string {
  switch (constraint.kind) {
    case 'between':
      return `[${constraint.min} .. ${constraint.max}]`;
    case 'minimum':
      return `>= ${constraint.value}`;
    case 'maximum':
      return `<= ${constraint.value}`;
    case 'exclusiveMinimum':
      return `> ${constraint.value}`;
    case 'exclusiveMaximum':
      return `< ${constraint.value}`;
    case 'multipleOf':
      return filled(strings.refMultipleOf, { count: constraint.value });
    case 'count': {
      const { of, exactly, min, max } = constraint;
      const phrase = (count: number) => filled(count === 1 ? strings[COUNT_ONE[of]] : strings[COUNT_MANY[of]], { count });
      if (exactly !== undefined) return phrase(exactly);
      if (min !== undefined && max !== undefined) return filled(strings.refBetween, { min, phrase: filled(strings[COUNT_MANY[of]], { count: max }) });
      if (min !== undefined) return filled(strings.refAtLeast, { phrase: phrase(min) });
      return max === undefined ? '' : filled(strings.refAtMost, { phrase: phrase(max) });
    }
    case 'uniqueItems':
      return strings.refUniqueItems;
    case 'noOtherProperties':
      return strings.refNoOtherProperties;
    case 'pattern':
      return filled(strings.refPattern, { pattern: constraint.pattern });
    case 'encoded':
      return filled(strings.refEncoded, { encoding: constraint.encoding });
    case 'impossible':
      return filled(strings.refNoValueMatches, { reason: constraint.reason });
  }
}
const COUNT_ONE = { characters: 'refCharacter', items: 'refItemOne', properties: 'refPropertyOne' } as const;
const COUNT_MANY = { characters: 'refCharacters', items: 'refItemsMany', properties: 'refPropertiesMany' } as const;

/** Small badges after a field's type. */
function badges(node: SchemaNode, strings: UiStrings, required?: boolean): string {
  const tree = node.kind === 'tree' ? node : undefined;
  return `${required ? badge('required', strings.refRequired) : ''}${tree?.readOnly ? badge('readonly', strings.refReadOnly) : ''}${tree?.writeOnly ? badge('writeonly', strings.refWriteOnly) : ''}${tree?.deprecated ? badge('deprecated', strings.refDeprecated) : ''}`;
}

/** Sanitised markdown HTML from the view model (src/markdown), or nothing. */
function descriptionHtml(html: string): string {
  return html ? `<div class="field-description">${html}</div>` : '';
}

/** What a collapsed nested schema holds, in the page's words. */
function childSummary(node: SchemaNode, strings: UiStrings): string {
  if (node.kind === 'link') return '';
  if (node.variants) return filled(strings.refAlternatives, { count: node.variants.options.length });
  if (node.items && node.items.kind === 'tree' && node.properties.length === 0)
    return node.items.variants ? filled(strings.refAlternatives, { count: node.items.variants.options.length }) : filled(strings.refItemProperties, { count: node.items.properties.length });
  const count = node.properties.length + node.labelledRows.length + (node.additionalProperties !== undefined ? 1 : 0);
  if (node.properties.length === 0 && node.labelledRows.some((row) => row.label.kind === 'item')) return filled(strings.refItemsCount, { count: node.labelledRows.length });
  return count === 1 ? strings.refOneProperty : filled(strings.refProperties, { count });
}
