import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { routeGroups } from '../../shared/src/routes';

/**
 * The web calls routes by their declarations (`api.call(conversationRoutes.sendMessage, body)`), typed from the
 * zod schemas in shared/src/routes/<domain>.ts. In the bundle, each declarations module is replaced by its
 * method, path and operation only, so no schema (and no zod) reaches the pages.
 */
export function routeDeclarationsWithoutSchemas(): Plugin {
  const file = /[\\/]shared[\\/]src[\\/]routes[\\/](\w+)\.ts$/;
  return {
    name: 'route-declarations-without-schemas',
    enforce: 'pre',
    load(id) {
      const match = file.exec(id.split('?')[0]);
      if (!match) return null;
      const domain = match[1] as keyof typeof routeGroups;
      const group = routeGroups[domain];
      if (!group) throw new Error(`shared/src/routes/${domain}.ts is not in shared/src/routes.ts`);
      const exportName = /export const (\w+) = declareRoutes\(/.exec(readFileSync(id.split('?')[0], 'utf8'))?.[1];
      if (!exportName) throw new Error(`shared/src/routes/${domain}.ts declares no routes`);
      const plain = Object.fromEntries(
        Object.entries(group).map(([op, r]) => [op, { method: r.method, path: r.path, operation: r.operation }]),
      );
      return `export const ${exportName} = ${JSON.stringify(plain)};\n`;
    },
  };
}
