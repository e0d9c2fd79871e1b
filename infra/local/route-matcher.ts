import type { RouteDef } from '@ledgerline/shared/routes';

export interface MatchedRoute {
  route: RouteDef;
  pathParameters: Record<string, string>;
}

/**
 * Matches a request path to a route the way API Gateway does: literal segments win over {params}.
 * Paths are given without the /api prefix.
 */
export function createRouteMatcher(routes: RouteDef[]) {
  const compiled = routes
    .map((route) => {
      const names: string[] = [];
      const pattern = route.path
        .replace(/\/+$/, '')
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_m, a, b) => {
          names.push(a ?? b);
          return '([^/]+)';
        });
      const literalSegments = route.path.split('/').filter((s) => s && !s.startsWith('{')).length;
      return { route, names, regex: new RegExp(`^${pattern}/?$`), literalSegments };
    })
    .sort((a, b) => b.literalSegments - a.literalSegments);

  return function match(method: string, path: string): MatchedRoute | 'method-not-allowed' | null {
    let pathMatched = false;
    for (const c of compiled) {
      const m = c.regex.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (c.route.method !== method) continue;
      const pathParameters: Record<string, string> = {};
      c.names.forEach((n, i) => {
        pathParameters[n] = decodeURIComponent(m[i + 1]);
      });
      return { route: c.route, pathParameters };
    }
    return pathMatched ? 'method-not-allowed' : null;
  };
}
