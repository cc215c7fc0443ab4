// Sections for a description whose operations carry no tag at all. Swagger UI puts them all in one
// `default` group; for a big API (APIs.guru's Stripe: 452 operations, no tags) that is one list of
// hundreds of operations, split over dozens of pages named default-2 … default-33. Grouped by their
// path instead (`/v1/charges/{charge}/capture` → `charges`), they read as the API's resources do.

/** An untagged description with more operations than this is grouped by path. */
export const MIN_OPERATIONS_FOR_PATH_GROUPS = 50;

/**
 * The group of each path: its first segment after the segments every path shares (`/v1`), or
 * undefined for all of them when grouping would not help (few operations, one group).
 */
export function pathGroups(paths: readonly string[]): (string | undefined)[] | undefined {
  if (paths.length <= MIN_OPERATIONS_FOR_PATH_GROUPS) return undefined;
  const split = paths.map((path) => path.split('/').filter((segment) => segment !== ''));
  let shared = 0;
  while (split.every((segments) => segments.length > shared + 1 && segments[shared] === split[0][shared] && !isParameter(segments[shared]))) shared++;
  const groups = split.map((segments) => {
    const segment = segments[shared];
    return segment === undefined || isParameter(segment) ? undefined : segment;
  });
  return new Set(groups).size > 1 ? groups : undefined;
}

const isParameter = (segment: string) => segment.includes('{');
