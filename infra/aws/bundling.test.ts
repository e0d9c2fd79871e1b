import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@ledgerline/shared/routes';
import { esmBanner } from './bundling';
import { lambdaEntries } from './entries';
import { synthesise, type Synthesised } from './testing';

// The real app's bundling: NodejsFunction with the local esbuild (no Docker), synthesised once.
const outdir = mkdtempSync(join(tmpdir(), 'ledgerline-cdk-'));
let s: Synthesised;
beforeAll(() => {
  s = synthesise(routes, { lambdaCode: 'esbuild', outdir });
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

interface Deployed {
  handler: string;
  bundleDir: string;
}

function deployedFunctions(): Deployed[] {
  return s.all.flatMap(({ template }) =>
    Object.values(template.toJSON().Resources as Record<string, any>)
      .filter((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.Environment?.Variables?.STAGE === 'aws')
      .map((r) => ({
        handler: r.Properties.Handler,
        bundleDir: join(outdir, `asset.${String(r.Properties.Code.S3Key).replace(/\.zip$/, '')}`),
      })),
  );
}

describe('bundling with esbuild', () => {
  it('every entry file exists', () => {
    for (const e of lambdaEntries(routes))
      expect({ entry: e.entry, exists: existsSync(e.entry) }).toEqual({ entry: e.entry, exists: true });
  });

  it('each function is an ESM bundle with the createRequire banner and a source map', () => {
    const fns = deployedFunctions();
    expect(fns.length).toBe(lambdaEntries(routes).length);
    for (const f of fns) {
      expect(f.handler).toMatch(/^index\.\w+$/);
      const code = readFileSync(join(f.bundleDir, 'index.mjs'), 'utf8');
      expect(code.startsWith(esmBanner)).toBe(true);
      expect(code).toMatch(/\/\/# sourceMappingURL=index\.mjs\.map\s*$/);
      expect(existsSync(join(f.bundleDir, 'index.mjs.map'))).toBe(true);
    }
  });

  it('each bundle loads in plain Node and exports the handler Lambda calls', () => {
    const env = {
      ...process.env,
      STAGE: 'aws',
      AWS_REGION: 'us-east-1',
      LOG_LEVEL: 'silent',
      TOKEN_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:111111111111:secret:x',
      REALTIME_ENDPOINT: 'https://example.execute-api.us-east-1.amazonaws.com/live',
      JOBS_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/111111111111/jobs',
    };
    const byBundle = new Map<string, string[]>();
    for (const f of deployedFunctions())
      byBundle.set(f.bundleDir, [...(byBundle.get(f.bundleDir) ?? []), f.handler.slice('index.'.length)]);
    for (const [dir, handlers] of byBundle) {
      const url = pathToFileURL(join(dir, 'index.mjs')).href;
      const script = `const m = await import(${JSON.stringify(url)}); console.log(JSON.stringify(Object.keys(m).filter((k) => typeof m[k] === 'function')));`;
      const exported = JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' })
          .trim()
          .split('\n')
          .pop()!,
      );
      expect({ dir, missing: handlers.filter((h) => !exported.includes(h)) }).toEqual({ dir, missing: [] });
    }
  });
});
