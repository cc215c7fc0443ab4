// Helpers for the server commands: start `specpress watch|serve` as a real process, read its
// event stream, and make raw HTTP requests (no automatic decompression, paths sent as-is).
import { execa, type ResultPromise } from 'execa';
import { request } from 'node:http';
import { bin } from '../helpers/cli.js';

export interface ServerProcess {
  /** The URL the command printed (base path included). */
  url: string;
  origin: string;
  output(): string;
  /** Sends SIGINT (Ctrl-C) and resolves with the exit code. */
  stop(): Promise<number | undefined>;
  kill(): void;
}

/** Starts `node bin/specpress.js <args>` and waits for its "serving <url>" line. Always on 127.0.0.1, port 0. */
export async function startServer(args: string[], cwd: string, timeoutMs = 30_000): Promise<ServerProcess> {
  const child: ResultPromise = execa('node', [bin, ...args, '--host', '127.0.0.1', '--port', '0'], { cwd, reject: false, env: { NO_COLOR: '1' }, all: true });
  let output = '';
  child.all?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const kill = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "serving" line within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const check = () => {
      const match = /serving .*?(http:\/\/\S+?)[;\s]/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.all?.on('data', check);
    child.then(() => {
      clearTimeout(timer);
      reject(new Error(`the process exited early:\n${output}`));
    });
  }).catch((error: unknown) => {
    kill();
    throw error;
  });
  return {
    url,
    origin: new URL(url).origin,
    output: () => output,
    kill,
    stop: async () => {
      child.kill('SIGINT');
      const result = await child;
      return result.exitCode;
    },
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** GET (or HEAD) with the path sent exactly as given: no normalisation, no decompression. */
export function rawGet(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export interface ServerEvent {
  event: string;
  data: Record<string, unknown>;
  at: number;
}

/** A minimal EventSource: collects the events of /__specpress/events. */
export class EventClient {
  readonly events: ServerEvent[] = [];
  private waiters: (() => void)[] = [];
  private constructor(private readonly close_: () => void) {}

  static connect(origin: string): Promise<EventClient> {
    const { hostname, port } = new URL(origin);
    return new Promise((resolve, reject) => {
      const req = request({ hostname, port, path: '/__specpress/events', agent: false, headers: { Accept: 'text/event-stream' } }, (res) => {
        const client = new EventClient(() => req.destroy());
        let buffer = '';
        res.on('data', (chunk: Buffer) => {
          buffer += chunk.toString();
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(frame)?.[1];
            const data = [...frame.matchAll(/^data: (.*)$/gm)].map((m) => m[1]).join('\n');
            if (event) client.push({ event, data: JSON.parse(data) as Record<string, unknown>, at: performance.now() });
          }
        });
        res.on('error', () => undefined);
        resolve(client);
      });
      req.on('error', reject);
      req.end();
    });
  }

  /** The first event named `event` (after index `from`) that passes `test`. */
  async waitFor(event: string, test: (e: ServerEvent) => boolean = () => true, from = 0, timeoutMs = 15_000): Promise<ServerEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(from).find((e) => e.event === event && test(e));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no "${event}" event within ${timeoutMs} ms; got ${JSON.stringify(this.events.map((e) => e.event))}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  close(): void {
    this.close_();
  }

  private push(event: ServerEvent): void {
    this.events.push(event);
    for (const wake of this.waiters.splice(0)) wake();
  }
}
