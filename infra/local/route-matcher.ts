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

  return function match(method: string, path: string): MatchedRoute | 'method-not-allowed' | 'bad-encoding' | null {
    let pathMatched = false;
    for (const c of compiled) {
      const m = c.regex.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (c.route.method !== method) continue;
      const pathParameters: Record<string, string> = {};
      for (const [i, n] of c.names.entries()) {
        const value = decodePathParameter(m[i + 1]);
        // Broken percent-encoding (%FF, a lone %) names nothing: a bad request, before anything else runs.
        if (value === null) return 'bad-encoding';
        pathParameters[n] = value;
      }
      return { route: c.route, pathParameters };
    }
    return pathMatched ? 'method-not-allowed' : null;
  };
}

/** A percent-decoded path segment, or null when its encoding is broken (not UTF-8, or a % without two hex digits). */
export function decodePathParameter(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
