// Watch at API scale: a save of a 1,000-operation spec builds again the views of the operations it
// changed, not all of them. A view (an operation's, a webhook's, a schema entry's) is not a function
// of its own part of the document alone: the schema trees of one spec share state in the order
// they are built (schema-tree.ts: the refs cut, the trees already built, the HTML allowance), so
// each view is kept with what it read of that state and what it added to it. On the next build a
// view is reused when its own part and everything it reaches are unchanged (its key) AND the state
// it starts from is the one it started from then; reusing it adds to the state what building it
// added (replayed), so the views after it see what a cold build would show them. The state is
// compared as a log of what was added, in order: once the log differs from the last build's, no
// view after that point is reused. A one-off build makes none of this (reference-view.ts).
import { createHash } from 'node:crypto';
import type { ExampleFile, ExampleSink } from './example-files.js';
import { refSegments, type JsonObject } from './pointer.js';
import { cachedSize, TREE_BUDGET, type TreeCuts } from './schema-tree.js';
import type { SchemaNode } from './view-model.js';

/** One addition to the shared state of a spec's trees. */
type StateEvent =
  | { kind: 'node'; key: string; node: SchemaNode; size: number }
  | { kind: 'ref'; ref: string }
  | { kind: 'tree'; outer: string; at: string }
  | { kind: 'allOf'; ref: string }
  | { kind: 'spent'; at: string };

interface KeptUnit {
  key: string;
  /** Where in the state log it started (the log before it is the last build's, unchanged). */
  logStart: number;
  /** The allowance left when it started, and how much of it building it spent. */
  allowanceStart: number;
  used: number;
  events: StateEvent[];
  /** Example files it published (text, language). */
  examples: [string, string][];
  value: unknown;
}

/** What one build of a spec's view keeps for the next (watch's memo holds it). */
export interface KeptViews {
  globalKey: string;
  log: StateEvent[];
  units: Map<string, KeptUnit>;
}

/** How many views a build reused and built, for tests and measurements. */
export interface ReplayStats {
  reused: number;
  built: number;
}

/**
 * The shared state of one build of a spec's trees, logged, and the views kept from the last build.
 * `attach` gives the containers the schema trees write to.
 */
export class ViewReplay {
  readonly log: StateEvent[] = [];
  readonly units = new Map<string, KeptUnit>();
  readonly stats: ReplayStats = { reused: 0, built: 0 };
  private diverged: boolean;
  private readonly previous: KeptViews | undefined;
  private examples: [string, string][] | undefined;
  private readonly keys: UnitKeys;

  constructor(root: JsonObject, globalParts: unknown, subtypes: ReadonlyMap<string, readonly string[]>, operationsById: ReadonlyMap<string, unknown>, previous: KeptViews | undefined) {
    this.keys = new UnitKeys(root, subtypes, () => JSON.stringify([...operationsById]));
    this.globalKey = hashOf(JSON.stringify(globalParts) ?? '', JSON.stringify([...subtypes]));
    this.previous = previous?.globalKey === this.globalKey ? previous : undefined;
    this.diverged = this.previous === undefined;
  }

  readonly globalKey: string;

  /** The containers of the trees' shared state, each addition logged. */
  state(allowance: { left: number }, exampleFiles: ExampleSink): { cuts: TreeCuts; nodeCache: Map<string, SchemaNode>; exampleFiles: ExampleSink } {
    const push = (event: StateEvent) => this.push(event);
    const logged: TreeCuts = {
      refs: new LoggedSet((ref) => push({ kind: 'ref', ref })),
      trees: new LoggedMap<string>((outer, at) => push({ kind: 'tree', outer, at })),
      allOf: new LoggedSet((ref) => push({ kind: 'allOf', ref })),
      get spent() {
        return spent;
      },
      set spent(at: string | undefined) {
        if (at !== undefined && at !== spent) push({ kind: 'spent', at });
        spent = at;
      },
    };
    let spent: string | undefined;
    this.cuts = logged;
    this.allowance = allowance;
    const nodeCache = new LoggedMap<SchemaNode>((key, node) => push({ kind: 'node', key, node, size: cachedSize(node) }));
    this.nodeCache = nodeCache;
    this.exampleSink = exampleFiles;
    const examples: ExampleSink = {
      add: (text: string, language: string): ExampleFile => {
        this.examples?.push([text, language]);
        return exampleFiles.add(text, language);
      },
    };
    return { cuts: logged, nodeCache, exampleFiles: examples };
  }

  private cuts!: TreeCuts;
  private allowance!: { left: number };
  private nodeCache!: Map<string, SchemaNode>;
  private exampleSink!: ExampleSink;

  /**
   * The view of one unit (`id`: which operation, webhook or schema entry; `own`: its own part of the
   * document, the refs it makes reaching the rest): the last build's when it may be reused, else built.
   */
  unit<T>(id: string, own: unknown, build: () => T): T {
    const key = this.keys.key(id, own);
    const kept = key === undefined ? undefined : this.previous?.units.get(id);
    const left = this.allowance.left;
    if (kept && kept.key === key && !this.diverged && this.log.length === kept.logStart && sameAllowance(left, kept)) {
      for (const event of kept.events) this.apply(event);
      for (const [text, language] of kept.examples) this.exampleSink.add(text, language);
      this.allowance.left -= kept.used;
      this.units.set(id, { ...kept, logStart: this.log.length - kept.events.length, allowanceStart: left });
      this.stats.reused++;
      return kept.value as T;
    }
    const logStart = this.log.length;
    const examples: [string, string][] = [];
    this.examples = examples;
    const value = build();
    this.examples = undefined;
    this.stats.built++;
    if (key !== undefined) this.units.set(id, { key, logStart, allowanceStart: left, used: left - this.allowance.left, events: this.log.slice(logStart), examples, value });
    return value;
  }

  /** What the next build reuses. */
  kept(): KeptViews {
    return { globalKey: this.globalKey, log: this.log, units: this.units };
  }

  private push(event: StateEvent): void {
    if (!this.diverged) {
      const was = this.previous!.log[this.log.length];
      if (was === undefined || !sameEvent(was, event)) this.diverged = true;
    }
    this.log.push(event);
  }

  private apply(event: StateEvent): void {
    switch (event.kind) {
      case 'node':
        this.nodeCache.set(event.key, event.node);
        return;
      case 'ref':
        this.cuts.refs.add(event.ref);
        return;
      case 'tree':
        this.cuts.trees.set(event.outer, event.at);
        return;
      case 'allOf':
        this.cuts.allOf.add(event.ref);
        return;
      case 'spent':
        this.cuts.spent = event.at;
        return;
    }
  }
}

/**
 * The allowance a unit starts with decides its trees only below TREE_BUDGET (schema-tree.ts
 * buildSchemaNode): above it, every tree has its own budget whatever is left.
 */
function sameAllowance(left: number, kept: KeptUnit): boolean {
  return left === kept.allowanceStart || (left - kept.used >= TREE_BUDGET && kept.allowanceStart - kept.used >= TREE_BUDGET);
}

function sameEvent(a: StateEvent, b: StateEvent): boolean {
  switch (a.kind) {
    case 'node':
      return b.kind === 'node' && a.key === b.key && a.size === b.size;
    case 'ref':
      return b.kind === 'ref' && a.ref === b.ref;
    case 'tree':
      return b.kind === 'tree' && a.outer === b.outer && a.at === b.at;
    case 'allOf':
      return b.kind === 'allOf' && a.ref === b.ref;
    case 'spent':
      return b.kind === 'spent' && a.at === b.at;
  }
}

/** A Set whose first addition of each value is logged. */
class LoggedSet extends Set<string> {
  constructor(private readonly logged: (value: string) => void) {
    super();
  }
  override add(value: string): this {
    if (!this.has(value)) this.logged(value);
    return super.add(value);
  }
}

/** A Map whose settings are logged. */
class LoggedMap<V> extends Map<string, V> {
  constructor(private readonly logged: (key: string, value: V) => void) {
    super();
  }
  override set(key: string, value: V): this {
    this.logged(key, value);
    return super.set(key, value);
  }
}

/**
 * A unit's key: its own part of the document and every entry it reaches by `$ref` (components
 * and path items, followed through discriminators' mappings and the subtypes of a schema it
 * reaches), and the operations' ids and summaries when it writes OpenAPI links. Undefined when it
 * reaches somewhere else (it is then always built).
 */
class UnitKeys {
  private readonly entries = new Map<string, Entry>();
  /** Each ref's entry (null: it points elsewhere). */
  private readonly heads = new Map<string, Head | null>();
  private operationsKey: string | undefined;

  constructor(
    private readonly root: JsonObject,
    private readonly subtypes: ReadonlyMap<string, readonly string[]>,
    private readonly operationsText: () => string,
  ) {}

  key(id: string, own: unknown): string | undefined {
    const text = JSON.stringify(own) ?? '';
    const queue = this.headsOf(refsIn(text));
    if (queue === undefined) return undefined;
    const reached = new Map<string, string>();
    let links = text.includes('"links"');
    while (queue.length > 0) {
      const head = queue.pop()!;
      if (reached.has(head.key)) continue;
      const entry = this.entry(head);
      if (entry.deps === undefined) return undefined;
      reached.set(head.key, entry.hash);
      links ||= entry.links;
      for (const dep of entry.deps) if (!reached.has(dep.key)) queue.push(dep);
    }
    const parts = [...reached].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flat();
    return hashOf(id, text, links ? this.operations() : '', ...parts);
  }

  /** The entries `refs` point into; undefined when one points elsewhere. */
  private headsOf(refs: string[]): Head[] | undefined {
    const heads: Head[] = [];
    for (const ref of refs) {
      let head = this.heads.get(ref);
      if (head === undefined) this.heads.set(ref, (head = entryOf(ref) ?? null));
      if (head === null) return undefined;
      heads.push(head);
    }
    return heads;
  }

  private entry(head: Head): Entry {
    let entry = this.entries.get(head.key);
    if (entry) return entry;
    let value: unknown = this.root;
    for (const segment of head.segments) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
    const text = JSON.stringify(value) ?? 'undefined';
    const refs = refsIn(text);
    // A schema reaches the schemas that `allOf` it: a discriminator without a mapping shows them (schema-tree.ts implicitSubtypes).
    if (head.segments[1] === 'schemas') for (const name of this.subtypes.get(head.segments[2]) ?? []) refs.push(`#/components/schemas/${escapePointer(name)}`);
    const deps = this.headsOf(refs);
    entry = { hash: hashOf(text), deps: deps && [...new Map(deps.map((dep) => [dep.key, dep])).values()], links: text.includes('"links"') };
    this.entries.set(head.key, entry);
    return entry;
  }

  /** The operations' ids, anchors and summaries, which a link shows (bodies.ts linkViews). */
  private operations(): string {
    this.operationsKey ??= hashOf(this.operationsText());
    return this.operationsKey;
  }
}

interface Head {
  key: string;
  segments: string[];
}

interface Entry {
  hash: string;
  /** The entries it points into; undefined when it points elsewhere. */
  deps: Head[] | undefined;
  /** It writes OpenAPI links (which show other operations' summaries). */
  links: boolean;
}

/** `$ref`s and discriminator mappings' targets in a JSON text. */
function refsIn(text: string): string[] {
  const refs: string[] = [];
  for (const match of text.matchAll(/"\$ref":("(?:[^"\\]|\\.)*")/g)) refs.push(JSON.parse(match[1]) as string);
  for (const match of text.matchAll(/"mapping":(\{[^{}]*\})/g)) {
    const mapping = JSON.parse(match[1]) as Record<string, unknown>;
    for (const target of Object.values(mapping)) if (typeof target === 'string') refs.push(target.startsWith('#') ? target : `#/components/schemas/${escapePointer(target)}`);
  }
  return refs;
}

/** The component or path item a ref points into; undefined for anywhere else. */
function entryOf(ref: string): Head | undefined {
  const segments = refSegments(ref)?.map(String);
  if (!segments) return undefined;
  if (segments[0] === 'components' && segments.length >= 3) return { key: `c\0${segments[1]}\0${segments[2]}`, segments: segments.slice(0, 3) };
  if (segments[0] === 'paths' && segments.length >= 2) return { key: `p\0${segments[1]}`, segments: segments.slice(0, 2) };
  return undefined;
}

function escapePointer(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The parts, each followed by a NUL, hashed in one update (a unit's key has a part per entry it reaches: GitHub's reach hundreds). */
function hashOf(...parts: string[]): string {
  return createHash('sha1')
    .update(`${parts.join('\0')}\0`)
    .digest('base64');
}
