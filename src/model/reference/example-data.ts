// An Example Object's value as data: `value`, else OpenAPI 3.2's `dataValue` (the same value as
// data; `serializedValue` is the text on the wire). One reading for the reference's bodies and
// parameters and for every other output (spec-model.ts), so api.md shows the example the page shows.

export function exampleData(example: { value?: unknown; dataValue?: unknown }): unknown {
  return example.value !== undefined ? example.value : example.dataValue;
}
