// TEMP probe (delete): lists scripts per landing page with gzip sizes and top modules by sourcemap.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startStack } from '../support/stack';
const root = resolve(import.meta.dirname, '../..');
const password = 'Demo-Password-2026!';
const stack = await startStack();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const pages = [
  { name: 'signin', path: '/signin', email: null as string | null },
  { name: 'client', path: '/', email: 'client@demo.test' },
  { name: 'staff', path: '/', email: 'partner@demo.test' },
].filter((p) => !process.env.ONLY || p.name.includes(process.env.ONLY));
const modTotals: Record<string, Map<string, number>> = {};
try {
  for (const l of pages) {
    const context = await browser.newContext();
    if (l.email) {
      const p = await context.newPage();
      await p.goto(`${stack.url}/signin`);
      await p.getByLabel('Email').fill(l.email);
      await p.getByRole('button', { name: 'Continue' }).click();
      await p.getByLabel('Password', { exact: true }).fill(password);
      await p.getByRole('button', { name: 'Sign In' }).click();
      await p.waitForURL(`${stack.url}/`, { timeout: 30_000 });
      await p.getByRole('heading', { level: 1 }).waitFor();
      await p.close();
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts: Promise<{ url: string; gz: number; t: number }>[] = [];
    const t0 = Date.now();
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      const t = Date.now() - t0;
      scripts.push(res.body().then((b) => ({ url: res.url().replace(stack.url, ''), gz: gzipSync(b, { level: 9 }).length, t })));
    });
    await page.goto(stack.url + l.path, { waitUntil: 'load' });
    if (l.name === 'signin') await page.getByLabel('Email').waitFor();
    else await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(scripts);
    const total = all.reduce((n, s) => n + s.gz, 0);
    console.log(`\n== ${l.name}: ${all.length} scripts, ${(total / 1024).toFixed(1)} KiB gz`);
    for (const s of all) console.log(`  ${String(s.t).padStart(5)}ms ${(s.gz / 1024).toFixed(1).padStart(6)} ${s.url}`);
    // module breakdown via sourcemaps (raw source bytes per module, approx by mapping segments)
    const mods = new Map<string, number>();
    for (const s of all) {
      const f = resolve(root, 'web/dist' + s.url + '.map');
      if (!existsSync(f)) continue;
      const map = JSON.parse(readFileSync(f, 'utf8'));
      const code = readFileSync(resolve(root, 'web/dist' + s.url), 'utf8');
      // decode mappings: count generated chars per source
      const lines = code.split('\n');
      const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
      let src = 0;
      const mlines = map.mappings.split(';');
      for (let li = 0; li < mlines.length; li++) {
        const segs = mlines[li].split(',').filter(Boolean);
        let col = 0;
        const decoded: [number, number][] = [];
        for (const seg of segs) {
          const vals: number[] = []; let v = 0, shift = 0;
          for (const ch of seg) { const d = B64.indexOf(ch); v += (d & 31) << shift; if (d & 32) shift += 5; else { vals.push(v & 1 ? -(v >>> 1) : v >>> 1); v = 0; shift = 0; } }
          col += vals[0]!; if (vals.length > 1) src += vals[1]!;
          decoded.push([col, vals.length > 1 ? src : -1]);
        }
        const len = lines[li]?.length ?? 0;
        for (let i = 0; i < decoded.length; i++) {
          const [c, si] = decoded[i]!; const end = i + 1 < decoded.length ? decoded[i + 1]![0] : len;
          if (si < 0) continue;
          const name = map.sources[si].replace(/^.*node_modules\//, 'nm/');
          mods.set(name, (mods.get(name) ?? 0) + (end - c));
        }
      }
    }
    modTotals[l.name] = mods;
    const pk = new Map<string, number>();
    for (const [m, n] of mods) { const k = m.startsWith('nm/') ? m.split('/').slice(0, m.split('/')[1]!.startsWith('@') ? 3 : 2).join('/') : m.split('/').slice(0, 4).join('/'); pk.set(k, (pk.get(k) ?? 0) + n); }
    console.log('  -- raw minified bytes by package:');
    for (const [k, n] of [...pk].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`   ${(n / 1024).toFixed(1).padStart(7)} ${k}`);
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
