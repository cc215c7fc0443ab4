// Server-sent events to the open tabs of a watch session (`/__specpress/events`).
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ServerEvent {
  event: string;
  data: unknown;
}

export class EventHub {
  private readonly clients = new Set<ServerResponse>();
  private readonly heartbeat = setInterval(() => this.write(': ping\n\n'), 15_000).unref();

  /** Keeps the response open as an event stream; `greeting` is sent to this client first. */
  connect(req: IncomingMessage, res: ServerResponse, greeting: ServerEvent): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(`retry: 500\n\n${frame(greeting)}`);
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  send(event: ServerEvent): void {
    this.write(frame(event));
  }

  get size(): number {
    return this.clients.size;
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private write(text: string): void {
    for (const res of this.clients) res.write(text);
  }
}

function frame({ event, data }: ServerEvent): string {
  const lines = JSON.stringify(data).split('\n');
  return `event: ${event}\n${lines.map((line) => `data: ${line}`).join('\n')}\n\n`;
}
