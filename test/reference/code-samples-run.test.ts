// The generated code samples run: the curl, Node and Python samples of a fixture (and Java's,
// where a JDK is installed) are taken from the written HTML, pointed at a local echo server, run,
// and what arrives is compared with the operation: method, path, query, headers, credentials and
// the body (JSON, form fields, XML text, multipart fields with a file's name, type and bytes, a
// binary body's bytes); and parameters in every OpenAPI style (fixtures/openapi/parameter-styles),
// where curl and Node send the query and path byte for byte as the style table writes them and
// Python (whose requests encodes `params` again) the same pairs. The Node, Python and Java samples
// run in one process per language (sample-runner.ts): each sample's file as written, run as its own
// `node`, `python3` or `java` process runs it, with the exit code that process would have had; the
// curl samples each in a shell of their own (a shell starts in milliseconds).
import { execa, execaSync } from 'execa';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { html } from '../helpers/html.js';
import { buildFixture, sampleTextOf } from './helpers.js';
import { SampleRunner, type SampleExit } from './sample-runner.js';

interface Received {
  method: string;
  /** The request target as it arrived, before any parsing. */
  raw: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Bytes no text encoding keeps: NUL, CR LF, 0xFF, a multipart-looking line. */
const IMAGE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe, 0x2d, 0x2d, 0x0d, 0x0a, 0x41]);
const BINARY = Buffer.concat([Buffer.from('--not a boundary\r\n'), Buffer.from([0x00, 0x01, 0xff, 0x80, 0x7f])]);

const PLACEHOLDER = 'https://api.example.com';

/** Finds a Python 3 that has requests (the machine's own Python, or Debian's with python3-requests). */
async function pythonWithRequests(): Promise<string | undefined> {
  for (const python of ['python3', '/usr/bin/python3']) {
    const run = await execa(python, ['-c', 'import requests'], { reject: false });
    if (run.exitCode === 0) return python;
  }
  return undefined;
}

let server: Server;
let origin: string;
let received: Received[] = [];
let work: string;
/** Per operation, per body variant ('' when there is one), per language: the sample's text. */
const samples = new Map<string, Map<string, Map<string, string>>>();
let python: string | undefined;
const hasJava = execaSync('java', ['-version'], { reject: false }).exitCode === 0;
/**
 * The JVM's, for a run of a second: the quick compiler only and one GC thread (the sample is the
 * same program; a sample cost 2.7 s of CPU, mostly the JIT's threads compiling javac, 1.7 s so).
 */
const JAVA_FLAGS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** The samples of the operations `ids` on the reference page of a fixture, by operation, body variant and language. */
async function readSamples(fixture: string, ids: string[]): Promise<void> {
  const site = await buildFixture(fixture);
  expect(site.run.exitCode, site.run.output).toBe(0);
  const page = html(await site.read('api/index.html'));
  for (const id of ids) {
    const section = page.getElementById(`operation/${id}`)!.closest('section')!;
    const variants = section.querySelectorAll('.operation-samples .sp-tab-panel');
    const sets = variants.length > 0 ? variants.map((v) => [v.getAttribute('data-value')!, v] as const) : [['', section.querySelector('.operation-samples')!] as const];
    // The languages the browser writes are taken as it writes them (sampleTextOf).
    samples.set(
      id,
      new Map(
        sets.map(([name, set]) => {
          const codeSamples = set.querySelector('.code-samples')!;
          return [name, new Map(codeSamples.querySelectorAll('.code-panel').map((p) => [p.getAttribute('data-lang')!, sampleTextOf(codeSamples, p.getAttribute('data-lang')!)]))];
        }),
      ),
    );
  }
}

beforeAll(async () => {
  await readSamples('openapi/code-samples', ['createPet', 'login', 'uploadPhoto', 'putRaw']);
  await readSamples('openapi/parameter-styles', ['queryStyles', 'pathHeaderCookieStyles']);
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method!, raw: request.url!, url: new URL(request.url!, 'http://127.0.0.1'), headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  server.unref();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  work = await tempDir('specpress-samples-run-');
  await writeFile(join(work, 'image.png'), IMAGE);
  await writeFile(join(work, 'file.bin'), BINARY);
  python = await pythonWithRequests();
}, 60_000);

/** The Node and Python runners, started on first use. */
const runners = new Map<'node' | 'python', SampleRunner>();

afterAll(async () => {
  // First the runners: the server's close waits for their kept-alive connections.
  for (const runner of runners.values()) runner.close();
  await new Promise<void>((done) => server.close(() => done()));
});

/** A sample's text from the page, pointed at the echo server. */
function sampleCode(language: 'curl' | 'node' | 'python' | 'java', operation: string, variant = ''): string {
  const source = samples.get(operation)?.get(variant)?.get(language);
  expect(source, `${language} sample of ${operation} ${variant}`).toBeDefined();
  return source!.split(PLACEHOLDER).join(origin);
}

/** Runs a sample (`start` resolves with its exit) and returns the one request it made (`code`: the sample, for messages). */
async function runSample(start: () => Promise<SampleExit>, code: string): Promise<Received> {
  received = [];
  const result = await start();
  expect(result.exitCode, `${code}\n${result.output}`).toBe(0);
  expect(received).toHaveLength(1);
  return received[0];
}

/** The curl sample in a shell of its own, as a user pastes it. */
async function inShell(file: string): Promise<SampleExit> {
  const result = await execa('bash', [file], { cwd: work, reject: false, timeout: 60_000 });
  return { exitCode: result.exitCode ?? -1, output: `${result.stdout}\n${result.stderr}` };
}

let samplesWritten = 0;

/** Runs one curl, Node or Python sample against the echo server and returns the one request it made. */
async function run(language: 'curl' | 'node' | 'python', operation: string, variant = ''): Promise<Received> {
  const code = sampleCode(language, operation, variant);
  // A file per sample: the Node runner imports each once (a module is evaluated once per URL).
  const file = `sample-${++samplesWritten}.${{ curl: 'sh', node: 'mjs', python: 'py' }[language]}`;
  await writeFile(join(work, file), code);
  if (language === 'curl') return runSample(() => inShell(file), code);
  let runner = runners.get(language);
  if (!runner) {
    const script = join(import.meta.dirname, language === 'node' ? 'run-node-samples.mjs' : 'run-python-samples.py');
    runner = new SampleRunner(language === 'node' ? ['node', script] : [python!, script], work);
    runners.set(language, runner);
  }
  return runSample(() => runner.run(file), code);
}

/** A multipart body as the server reads it. */
async function formData(request: Received): Promise<FormData> {
  return new Response(new Uint8Array(request.body), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
}

async function checkJson(request: Received) {
  expect(request.method).toBe('POST');
  expect(request.url.pathname).toBe('/v1/pets/north%20side');
  expect([...request.url.searchParams]).toEqual([['dryRun', 'true']]);
  expect(request.headers.authorization).toBe('Bearer YOUR_API_KEY');
  expect(request.headers['x-request-id']).toBe('req-42');
  expect(request.headers['content-type']).toMatch(/^application\/json\b/);
  expect(JSON.parse(request.body.toString('utf8'))).toEqual({ name: 'Rex\'s "dog" $HOME \\n ünï', tags: ['a', 'b'], age: 3 });
}

async function checkForm(request: Received) {
  expect(request.method).toBe('POST');
  expect(request.url.pathname).toBe('/v1/login');
  expect(request.headers.authorization).toBeUndefined();
  expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded\b/);
  expect([...new URLSearchParams(request.body.toString('utf8'))]).toEqual([
    ['user', 'a b&c'],
    ['pass', 'p=1'],
  ]);
}

async function checkXml(request: Received) {
  expect(request.headers['content-type']).toMatch(/^application\/xml\b/);
  expect(request.body.toString('utf8')).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<login>\n  <user>ann</user>\n</login>');
}

async function checkMultipart(request: Received) {
  expect(request.method).toBe('POST');
  expect(request.url.pathname).toBe('/v1/pets/7/photo');
  expect(request.headers.authorization).toBe('Bearer YOUR_API_KEY');
  expect(request.headers['content-type']).toMatch(/^multipart\/form-data; *boundary=/);
  const form = await formData(request);
  expect(form.getAll('caption')).toEqual(['@not-a-file <x']);
  expect(form.getAll('labels')).toEqual(['x', 'y']);
  const image = form.get('image');
  expect(image).toBeInstanceOf(File);
  expect((image as File).name).toBe('image.png');
  expect((image as File).type).toBe('image/png');
  expect(Buffer.from(await (image as File).arrayBuffer())).toEqual(IMAGE);
}

async function checkBinary(request: Received) {
  expect(request.method).toBe('PUT');
  expect(request.url.pathname).toBe('/v1/pets/7/raw');
  expect([...request.url.searchParams]).toEqual([['api_key', 'YOUR_API_KEY']]);
  expect(request.headers['content-type']).toBe('application/octet-stream');
  expect(request.body).toEqual(BINARY);
}

/** The query of `queryStyles` as OpenAPI's style table writes it (parameter-serialization.ts). */
const STYLED_QUERY =
  'status=available&status=pending&tags=a%20b,c%2Cd&ids=1%202&codes=x%7Cy&filter%5Bcolor%5D=red&filter%5Bsize%5D=L' +
  '&expand%5B%5D=customer&expand%5B%5D=invoice&lat=1.5&lon=-2' +
  '&next=https://x.example/a?b%3Dc%26d&where=%7B%22name%22%3A%22Rex%22%2C%22age%22%3A3%7D';

/** Python's requests encodes `params` itself (`a+b%2Cc%2Cd`): the pairs a server reads are the same. */
const sentExactly = (language: string) => language !== 'python';

function checkQueryStyles(request: Received, language: string) {
  expect(request.method).toBe('GET');
  expect(request.url.pathname).toBe('/search');
  expect([...request.url.searchParams]).toEqual([...new URLSearchParams(STYLED_QUERY)]);
  expect([...request.url.searchParams]).toEqual([
    ['status', 'available'],
    ['status', 'pending'],
    ['tags', 'a b,c,d'],
    ['ids', '1 2'],
    ['codes', 'x|y'],
    ['filter[color]', 'red'],
    ['filter[size]', 'L'],
    ['expand[]', 'customer'],
    ['expand[]', 'invoice'],
    ['lat', '1.5'],
    ['lon', '-2'],
    ['next', 'https://x.example/a?b=c&d'],
    ['where', '{"name":"Rex","age":3}'],
  ]);
  if (sentExactly(language)) expect(request.raw).toBe(`/search?${STYLED_QUERY}`);
}

function checkPathHeaderCookieStyles(request: Received) {
  expect(request.raw).toBe('/items/.0,1/.x.y/;matrix=m,n/;lat=1;lon=2/R,100,G,200');
  expect(request.headers['x-ids']).toBe('1,2,3');
  expect(request.headers['x-point']).toBe('lat=1,lon=2');
  expect(request.headers.cookie).toBe('session=abc; prefs=dark,wide');
}

const cases = [
  ['JSON with a bearer token, path, query and header parameters', 'createPet', '', checkJson],
  ['a form', 'login', 'application/x-www-form-urlencoded example', checkForm],
  ['XML text', 'login', 'application/xml example', checkXml],
  ['multipart with text fields and a file', 'uploadPhoto', '', checkMultipart],
  ['a binary body with an API key in the query', 'putRaw', '', checkBinary],
  ['query parameters in every style, allowReserved and a JSON `content` parameter', 'queryStyles', '', checkQueryStyles],
  ['label and matrix path parameters, header arrays and objects, and cookies', 'pathHeaderCookieStyles', '', checkPathHeaderCookieStyles],
] as const;

describe.each(['curl', 'node', 'python'] as const)('the %s samples, run against an echo server', (language) => {
  it.each(cases)('send %s', async (_, operation, variant, check) => {
    if (language === 'python' && !python) throw new Error('No python3 with the requests package: .ci/run installs python3-requests');
    await check(await run(language, operation, variant), language);
  });
});

// Java runs where a JDK is installed (this project's machines have one); it is not required. Each
// sample is compiled with javac and then run from its class, all in one JVM (RunJavaSamples.java:
// javac through javax.tools, then each sample's main from a class loader of its own, as `java -cp
// <folder> Example` runs it; a JVM per sample was most of this file's CPU): a sample that does not
// compile, throws, or does not send what the operation says fails as before.
describe.skipIf(!hasJava)(`the Java samples, run against an echo server${hasJava ? '' : ' (skipped: no java on this machine)'}`, () => {
  const folder = (index: number) => `java-${index}`;
  let compiled = '';
  let java: SampleRunner;
  beforeAll(async () => {
    for (const [index, [, operation, variant]] of cases.entries()) {
      await mkdir(join(work, folder(index)));
      await writeFile(join(work, folder(index), 'Example.java'), sampleCode('java', operation, variant));
    }
    java = new SampleRunner(['java', ...JAVA_FLAGS, join(import.meta.dirname, 'RunJavaSamples.java'), ...cases.map((_, index) => folder(index))], work);
    compiled = (await java.next(120_000)).output;
  }, 150_000);
  afterAll(() => java?.close());

  it.each(cases.map((entry, index) => [...entry, index] as const))('send %s', async (_, operation, variant, check, index) => {
    const code = sampleCode('java', operation, variant);
    expect(existsSync(join(work, folder(index), 'Example.class')), `${code}\n${compiled}`).toBe(true);
    await check(await runSample(() => java.run(folder(index)), code), 'java');
  });
});
