// Writes a deterministic, large OpenAPI 3.1 spec (default: 1,000 operations, ~10 MB of YAML) and a
// small site around it, for the reference benchmark. Same input → byte-identical output.
//   node bench/make-large-spec.mjs <dir> [operations]
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dump } from 'js-yaml';

/** Small seeded PRNG (mulberry32), so every run builds the same spec. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'account invoice customer order product shipment payment refund ledger report contract subscription warehouse supplier employee project task ticket message campaign segment audience webhook token session region currency price discount tax address contact note file folder label status event metric'.split(
    ' ',
  );
const VERBS = ['List', 'Get', 'Create', 'Update', 'Delete', 'Archive', 'Restore', 'Search', 'Export', 'Import'];
const METHODS = { List: 'get', Get: 'get', Create: 'post', Update: 'patch', Delete: 'delete', Archive: 'post', Restore: 'post', Search: 'get', Export: 'post', Import: 'post' };

export function makeLargeSpec(operations = 1000, seed = 42) {
  const rnd = random(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const sentence = (n) => {
    const words = Array.from({ length: n }, () => pick(WORDS));
    return `${words[0][0].toUpperCase()}${words.join(' ').slice(1)}.`;
  };
  const paragraph = (sentences) => Array.from({ length: sentences }, () => sentence(8 + Math.floor(rnd() * 10))).join(' ');

  const tagCount = 25;
  const tags = Array.from({ length: tagCount }, (_, i) => ({ name: `${WORDS[i][0].toUpperCase()}${WORDS[i].slice(1)}s`, description: paragraph(3) }));
  const schemas = {};
  const schemaCount = 250;
  for (let i = 0; i < schemaCount; i++) {
    const properties = {};
    const fields = 8 + Math.floor(rnd() * 14);
    for (let f = 0; f < fields; f++) {
      const name = `${pick(WORDS)}_${f}`;
      const kind = rnd();
      if (kind < 0.15 && i > 0) properties[name] = { $ref: `#/components/schemas/Model${Math.floor(rnd() * schemaCount)}` };
      else if (kind < 0.3) properties[name] = { type: 'string', enum: [pick(WORDS), pick(WORDS), pick(WORDS)].filter((v, j, a) => a.indexOf(v) === j), description: sentence(10) };
      else if (kind < 0.45) properties[name] = { type: 'integer', format: 'int64', minimum: 0, description: sentence(8) };
      else if (kind < 0.55) properties[name] = { type: 'array', items: { type: 'string' }, description: sentence(9) };
      else if (kind < 0.62) properties[name] = { type: 'object', description: sentence(6), properties: { id: { type: 'integer' }, label: { type: ['string', 'null'] } } };
      else properties[name] = { type: 'string', format: pick(['date-time', 'email', 'uri', undefined]), description: sentence(12), maxLength: 255 };
    }
    schemas[`Model${i}`] = { type: 'object', description: paragraph(2), required: Object.keys(properties).slice(0, 2), properties };
  }
  schemas.Error = { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' } } };

  const paths = {};
  for (let i = 0; i < operations; i++) {
    const tag = tags[i % tagCount];
    const verb = VERBS[Math.floor(i / tagCount) % VERBS.length];
    const resource = `${WORDS[i % tagCount]}s`;
    const path = `/${resource}/v${Math.floor(i / (tagCount * VERBS.length))}/${verb.toLowerCase()}${verb === 'List' || verb === 'Search' ? '' : '/{id}'}`;
    const method = METHODS[verb];
    const model = `Model${Math.floor(rnd() * schemaCount)}`;
    const example = {};
    for (let e = 0; e < 40; e++) example[`${pick(WORDS)}_${e}`] = e % 3 === 0 ? paragraph(1) : e % 3 === 1 ? Math.floor(rnd() * 100000) : [pick(WORDS), pick(WORDS)];
    const operation = {
      tags: [tag.name],
      summary: `${verb} ${resource} (${i})`,
      operationId: `${verb.toLowerCase()}${resource}${i}`,
      description: `${paragraph(4)}\n\n${paragraph(3)}\n\n- ${sentence(6)}\n- ${sentence(7)}`,
      parameters: [
        ...(path.includes('{id}') ? [{ name: 'id', in: 'path', required: true, description: sentence(6), schema: { type: 'string' }, example: `id_${i}` }] : []),
        { name: 'limit', in: 'query', description: sentence(7), schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } },
        { name: 'sort', in: 'query', description: sentence(7), schema: { type: 'string', enum: ['name', 'created', 'updated'] } },
        { name: 'X-Trace', in: 'header', description: sentence(5), schema: { type: 'string' } },
      ],
      responses: {
        200: { description: sentence(6), content: { 'application/json': { schema: { $ref: `#/components/schemas/${model}` }, examples: { full: { summary: 'A full example', value: example } } } } },
        400: { description: sentence(5), content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        404: { description: sentence(5), content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
    if (method === 'post' || method === 'patch') {
      operation.requestBody = { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${model}` }, example } } };
    }
    paths[path] = { ...(paths[path] ?? {}), [method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Large Bench API', version: '1.0.0', description: paragraph(6) },
    servers: [{ url: 'https://api.bench.example/{tenant}', variables: { tenant: { default: 'demo' } } }],
    security: [{ bearer: [] }],
    tags,
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas },
  };
}

/** Writes the spec and a minimal site (config + one doc page) into `dir`; returns the config path. */
export async function writeLargeSite(dir, operations = 1000) {
  await mkdir(join(dir, 'docs'), { recursive: true });
  const yaml = dump(makeLargeSpec(operations), { lineWidth: 120, noRefs: true });
  await writeFile(join(dir, 'openapi.yaml'), yaml);
  await writeFile(join(dir, 'docs', 'index.md'), '# Large\n\nSee the [reference](/docs/api).\n');
  await writeFile(
    join(dir, 'specpress.config.yaml'),
    [
      'title: Large',
      'url: https://large.example',
      'baseUrl: /docs/',
      'docs:',
      '  sidebars:',
      '    default:',
      "      - { doc: '' }",
      'specs:',
      '  - { id: v1, file: openapi.yaml, route: api, label: v1 }',
      '',
    ].join('\n'),
  );
  return { config: join(dir, 'specpress.config.yaml'), specBytes: Buffer.byteLength(yaml) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node bench/make-large-spec.mjs <dir> [operations]');
    process.exit(1);
  }
  const { config, specBytes } = await writeLargeSite(dir, Number(process.argv[3] ?? 1000));
  console.log(`${config} (${(specBytes / 1e6).toFixed(1)} MB spec)`);
}
