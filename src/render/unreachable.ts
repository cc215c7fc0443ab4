/**
 * The default case of a switch over a union of kinds: with a new kind left out of the switch,
 * `value` is no longer `never` and the call does not compile.
 */
export function unreachable(value: never): never {
  throw new Error(`specpress: unhandled case ${JSON.stringify((value as { kind?: unknown } | undefined)?.kind ?? value)}`);
}
