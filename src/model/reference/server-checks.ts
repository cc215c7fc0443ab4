// A server variable's default or enum value that would change where a request goes (a host in a
// host label, `@` or `/` in a port, `?` anywhere before the path) is named by a warning at its
// place. The page still shows it as written; the code samples keep `{name}` instead of it and Try
// it does not offer it (servers.ts, try-it.ts), so no reader's credentials are sent there.
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { YamlPath, YamlSource } from '../../load/yaml-source.js';
import { refusalText, refusedServerValue, serverUrlParts } from '../../shared/server-url.js';
import { isObject } from './pointer.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

export function serverVariableDiagnostics(source: YamlSource): Diagnostic[] {
  const root = source.data;
  if (!isObject(root)) return [];
  const out: Diagnostic[] = [];
  const checkList = (servers: unknown, path: YamlPath) => {
    if (!Array.isArray(servers)) return;
    servers.forEach((server, i) => {
      if (!isObject(server) || typeof server.url !== 'string' || !isObject(server.variables)) return;
      const url = server.url;
      const parts = serverUrlParts(url);
      for (const [name, variable] of Object.entries(server.variables)) {
        if (!isObject(variable)) continue;
        const at = [...path, i, 'variables', name];
        const values: [unknown, YamlPath][] = [[variable.default, [...at, 'default']]];
        if (Array.isArray(variable.enum)) variable.enum.forEach((value, j) => values.push([value, [...at, 'enum', j]]));
        for (const [value, where] of values) {
          if (typeof value !== 'string') continue;
          const refusal = refusedServerValue(url, name, value, parts);
          if (!refusal) continue;
          out.push(
            diagnostic(
              'spec-server-variable-refused',
              'warning',
              `In the server ${url}, ${refusalText(refusal)}: it would send requests, and readers' credentials, elsewhere. The code samples keep {${name}} and Try it does not offer this value`,
              source.positionOf(where),
              'Give the variable a value that fills only its part of the URL (a host label, a port, a path segment); write another host as a server of its own.',
            ),
          );
        }
      }
    });
  };
  checkList(root.servers, ['servers']);
  if (isObject(root.paths))
    for (const [path, item] of Object.entries(root.paths)) {
      if (!isObject(item)) continue;
      checkList(item.servers, ['paths', path, 'servers']);
      for (const method of METHODS) if (isObject(item[method])) checkList((item[method] as Record<string, unknown>).servers, ['paths', path, method, 'servers']);
    }
  return out;
}
