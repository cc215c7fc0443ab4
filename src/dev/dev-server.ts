// The watch session's HTTP server: the last good build from memory (pages rendered on request), routed like
// `serve`, with the live-reload script in every HTML page and the event stream for the tabs.
import { createServer, type Server } from 'node:http';
import type { ServedSite } from './provisional-site.js';
import type { ServerEvent } from './events.js';
import { EventHub } from './events.js';
import { EVENTS_PATH, injectLiveReload, waitingPage } from './live-reload-client.js';
import { sendBody, sendResolution, sendText } from './respond.js';
import { resolveRequest, safePathname } from './routing.js';
import { refuseOtherHosts, type AllowedHosts } from './allowed-hosts.js';

export interface DevSiteState {
  /** The last good build (its files made on request; deferred-site.ts), a provisional model at the start (provisional-site.ts), or undefined before the first. */
  site?: ServedSite;
  base: string;
  /** What a newly opened tab is told first (build id, current error). */
  greeting(): ServerEvent;
}

/** The address the server listens on and the other names it answers (allowed-hosts.ts). */
export interface HostRule {
  host: string;
  allowedHosts: AllowedHosts;
}

export function createDevServer(state: DevSiteState, hub: EventHub, hosts: HostRule): Server {
  return createServer((req, res) => {
    // Before anything, the event stream included: a page of another site must not read drafts.
    if (refuseOtherHosts(req, res, hosts.host, hosts.allowedHosts)) return;
    const pathname = safePathname(req.url ?? '/');
    if (pathname === EVENTS_PATH) return hub.connect(req, res, state.greeting());
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(req, res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    const site = state.site;
    if (!site) return sendBody(req, res, { path: 'waiting.html', content: waitingPage(), status: 503, cacheControl: 'no-store', compress: false });
    // Authors open http://host:port/; the site lives under its base path.
    if (pathname === '/' && state.base !== '/') return sendText(req, res, 302, `Moved to ${state.base}\n`, { Location: state.base });
    resolveRequest(req.url ?? '/', state.base, (path) => site.find(path))
      .then((resolved) =>
        sendResolution(req, res, resolved, ({ path, found, status }) => {
          const html = path.endsWith('.html');
          const content = html ? injectLiveReload(typeof found === 'string' ? found : Buffer.from(found).toString('utf8'), status === 200 ? path : '') : found;
          sendBody(req, res, { path, content, status, cacheControl: 'no-store', compress: false });
        }),
      )
      .catch(() => sendText(req, res, 500, 'Internal server error\n'));
  });
}
