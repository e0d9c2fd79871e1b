import * as z from 'zod';
import { routes, type RouteDef } from '@ledgerline/shared/routes';
import { ErrorResponse } from '@ledgerline/shared/schemas/common';
import { fileOutput } from '@ledgerline/shared/route';

const schemaOf = (t: z.ZodType) => z.toJSONSchema(t, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
const outputOf = (t: z.ZodType) => z.toJSONSchema(t, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' });

function operationOf(r: RouteDef) {
  const params: object[] = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const op: Record<string, unknown> = {
    operationId: r.operation,
    summary: r.summary,
    tags: [r.domain],
    'x-access': r.access,
    security: r.access === 'public' ? [] : [{ bearer: [] }],
    responses: {
      '200':
        r.output === fileOutput
          ? {
              description: 'The file (CSV or PDF), as an attachment',
              content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
            }
          : { description: 'OK', content: { 'application/json': { schema: outputOf(r.output) } } },
      default: { description: 'Error', content: { 'application/json': { schema: outputOf(ErrorResponse) } } },
    },
  };
  if (r.input) {
    const schema = schemaOf(r.input) as { properties?: Record<string, object>; required?: string[] };
    if (r.method === 'GET' || r.method === 'DELETE') {
      for (const [name, s] of Object.entries(schema.properties ?? {})) {
        if (!params.some((p) => (p as { name: string }).name === name))
          params.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: s });
      }
    } else {
      op.requestBody = { required: true, content: { 'application/json': { schema } } };
    }
  }
  if (params.length) op.parameters = params;
  return op;
}

/** The whole API as OpenAPI 3.1, built from the route table and its zod schemas. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    paths[`/api${r.path}`] ??= {};
    paths[`/api${r.path}`][r.method.toLowerCase()] = operationOf(r);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Ledgerline API', version: '1.0.0', description: 'Client portal for tax and accounting firms.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
