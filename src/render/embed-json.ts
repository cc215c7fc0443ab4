/** JSON inside a <script> element: `<` is escaped so no `</script>` can close it, and U+2028/U+2029 too. */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
