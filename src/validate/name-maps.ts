// Which keys of an OpenAPI document (and of the JSON Schemas in it) hold a map of names: under
// them a key is a name (a property called `description`, a component called `example`), not a
// keyword. The example-ref walk and the validation key both need to tell the two apart; one list
// keeps them agreeing.

/** Keys whose object maps names to things (OpenAPI's and JSON Schema's). */
export const NAME_MAPS: ReadonlySet<string> = new Set([
  'properties',
  'patternProperties',
  'dependentSchemas',
  'examples',
  'schemas',
  'definitions',
  '$defs',
  'responses',
  'parameters',
  'headers',
  'requestBodies',
  'securitySchemes',
  'links',
  'callbacks',
  'pathItems',
  'content',
  'encoding',
  'paths',
  'webhooks',
  'variables',
  'mapping',
  'scopes',
]);
