// Servers with their variables. Relative server URLs are resolved against the address the spec
// is published at (OpenAPI: relative to the document), so code samples show a full URL.
import { isObject, type JsonObject } from './pointer.js';
import type { ServerView } from './view-model.js';
import { fillServerUrl } from '../../shared/server-url.js';

export function serverViews(rawServers: unknown, documentUrl: string, markdown: (text: unknown) => string): ServerView[] {
  const list = Array.isArray(rawServers) && rawServers.length > 0 ? rawServers.filter(isObject) : [{ url: '/' } as JsonObject];
  return list.map((server) => {
    const url = typeof server.url === 'string' ? server.url : '/';
    const variables = isObject(server.variables) ? Object.entries(server.variables).filter((e): e is [string, JsonObject] => isObject(e[1])) : [];
    const views = variables.map(([name, v]) => ({
      name,
      default: v.default === undefined ? '' : String(v.default),
      enum: Array.isArray(v.enum) ? v.enum.map(String) : [],
      descriptionHtml: markdown(v.description),
    }));
    // A default that would lead elsewhere stays `{name}` in the samples (server-checks.ts warns of it).
    const substituted = fillServerUrl(url, (name) => views.find((v) => v.name === name)?.default || undefined).url;
    return {
      url,
      ...(typeof server.name === 'string' && server.name.trim() ? { name: server.name } : {}),
      resolvedUrl: absolute(substituted, documentUrl),
      descriptionHtml: markdown(server.description),
      variables: views,
    };
  });
}

function absolute(url: string, documentUrl: string): string {
  try {
    return new URL(url, documentUrl).href.replace(/%7B/gi, '{').replace(/%7D/gi, '}').replace(/\/$/, '');
  } catch {
    return url.replace(/\/$/, '');
  }
}
