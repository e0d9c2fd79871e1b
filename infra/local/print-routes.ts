import { routes } from '@ledgerline/shared/routes';

// `npm run routes`: one "METHOD /path" a line, as the API serves them (under /api).
for (const r of routes) process.stdout.write(`${r.method} /api${r.path}\n`);
