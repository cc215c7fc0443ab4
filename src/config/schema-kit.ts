// A tiny declarative schema: one definition gives the TypeScript type (Infer), the validation
// (validate/config.ts walks it) and the defaults. Kept deliberately small: only what site configs need.

export interface SchemaBase<T> {
  /** Phantom: carries the TypeScript type of the value. */
  readonly __type?: T;
  readonly doc?: string;
  readonly required?: boolean;
  readonly defaultValue?: T;
  /** Extra check after the type matched; returns a message (and hint) when the value is wrong. */
  readonly check?: (value: T) => { message: string; hint?: string } | undefined;
}

export interface StringSchema<T extends string = string> extends SchemaBase<T> {
  kind: 'string';
  values?: readonly T[];
}
export interface NumberSchema extends SchemaBase<number> {
  kind: 'number';
}
export interface BooleanSchema extends SchemaBase<boolean> {
  kind: 'boolean';
}
export interface ArraySchema<T> extends SchemaBase<T[]> {
  kind: 'array';
  item: AnySchema;
}
export interface RecordSchema<T> extends SchemaBase<Record<string, T>> {
  kind: 'record';
  value: AnySchema;
}
export interface ObjectSchema<T> extends SchemaBase<T> {
  kind: 'object';
  fields: Record<string, AnySchema>;
}
/** Objects told apart by one field (`type` for navbar items); `fallback` is the tag when the field is absent. */
export interface TaggedSchema<T> extends SchemaBase<T> {
  kind: 'tagged';
  tag: string;
  fallback: string;
  variants: Record<string, ObjectSchema<any>>;
}
/** Alternatives told apart by a predicate over the raw value (footer columns vs flat links). */
export interface EitherSchema<T> extends SchemaBase<T> {
  kind: 'either';
  choose: (value: Record<string, unknown>) => number;
  options: readonly ObjectSchema<any>[];
}

/** One string or a list of them, always read as a list (`from: /old` or `from: [/a, /b]`). */
export interface StringListSchema extends SchemaBase<string[]> {
  kind: 'stringList';
}

/**
 * `true`, `false` or the object's fields (`tryIt: true` or `tryIt: { proxyUrl: … }`): read as the
 * object (defaults filled) when on, absent when off, so code tests one value.
 */
export interface ToggleSchema<T> extends SchemaBase<T> {
  kind: 'toggle';
  object: ObjectSchema<T>;
}

/** A schema given by a function, for recursive shapes (categories inside categories). */
export interface LazySchema<T> extends SchemaBase<T> {
  kind: 'lazy';
  get: () => AnySchema;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the schema union is generic by design; Infer<> recovers the types. */
export type AnySchema =
  | StringSchema<any>
  | NumberSchema
  | BooleanSchema
  | ArraySchema<any>
  | RecordSchema<any>
  | ObjectSchema<any>
  | TaggedSchema<any>
  | EitherSchema<any>
  | LazySchema<any>
  | StringListSchema
  | ToggleSchema<any>;

export type Infer<S> = S extends SchemaBase<infer T> ? T : never;

type Fields = Record<string, SchemaBase<any>>;
type RequiredKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { required: true } ? K : F[K] extends { defaultValue: {} } ? K : never;
}[keyof F];
type ObjectOf<F extends Fields> = { [K in RequiredKeys<F>]: Infer<F[K]> } & {
  [K in Exclude<keyof F, RequiredKeys<F>>]?: Infer<F[K]>;
} extends infer O
  ? { [K in keyof O]: O[K] }
  : never;

type Extra<T> = { doc?: string; check?: SchemaBase<T>['check'] };

export const s = {
  string: (doc?: string, extra: Omit<Extra<string>, 'doc'> = {}): StringSchema => ({ kind: 'string', doc, ...extra }),
  enumOf: <const V extends string>(values: readonly V[], doc?: string): StringSchema<V> => ({ kind: 'string', values, doc }),
  number: (doc?: string): NumberSchema => ({ kind: 'number', doc }),
  boolean: (doc?: string): BooleanSchema => ({ kind: 'boolean', doc }),
  array: <I extends SchemaBase<any>>(item: I, doc?: string): ArraySchema<Infer<I>> => ({ kind: 'array', item: item as never, doc }),
  record: <I extends SchemaBase<any>>(value: I, doc?: string): RecordSchema<Infer<I>> => ({ kind: 'record', value: value as never, doc }),
  object: <F extends Fields>(fields: F, doc?: string): ObjectSchema<ObjectOf<F>> => ({ kind: 'object', fields: fields as never, doc }),
  tagged: <const V extends Record<string, ObjectSchema<any>>>(
    tag: string,
    fallback: keyof V & string,
    variants: V,
    doc?: string,
  ): TaggedSchema<{ [K in keyof V]: Infer<V[K]> & { type: K } }[keyof V]> => ({ kind: 'tagged', tag, fallback, variants, doc }),
  either: <const O extends readonly ObjectSchema<any>[]>(choose: (value: Record<string, unknown>) => number, options: O, doc?: string): EitherSchema<Infer<O[number]>> => ({
    kind: 'either',
    choose,
    options,
    doc,
  }),
  stringList: (doc?: string): StringListSchema => ({ kind: 'stringList', doc }),
  toggle: <T>(object: ObjectSchema<T>, doc?: string): ToggleSchema<T> => ({ kind: 'toggle', object, doc }),
  /** `T` is written by hand: a recursive type cannot be inferred. */
  lazy: <T>(get: () => AnySchema, doc?: string): LazySchema<T> => ({ kind: 'lazy', get, doc }),
};

/** Marks a field as required. */
export function required<S extends SchemaBase<any>>(schema: S): S & { required: true } {
  return { ...schema, required: true };
}

/** Gives a field a default; the normalised config then always has it. */
export function withDefault<S extends SchemaBase<any>>(schema: S, value: Infer<S>): S & { defaultValue: Infer<S> } {
  return { ...schema, defaultValue: value };
}
