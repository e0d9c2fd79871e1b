// scratch diagnostic (x18 helper) — deleted after use
import { classifyPage } from '@ledgerline/functions/documents/extraction/classify';
import { readPagesLocally } from '@ledgerline/functions/documents/extraction/local-reader';
import { stopOcr } from '@ledgerline/functions/documents/extraction/ocr';
import { segmentForms } from '@ledgerline/functions/documents/extraction/segment';
import { writeFileSync } from 'node:fs';
import { corpusCases } from '../support/form-corpus';
const size = Number(process.env.SIZE ?? 30),
  share = Number(process.env.SHARE ?? 0);
const dump: any[] = [];
for await (const c of corpusCases({ size, scannedShare: share, seed: Number(process.env.SEED ?? 18) })) {
  const pages = await readPagesLocally(c.bytes, 'application/pdf');
  const cls = pages.map(classifyPage);
  const seg = segmentForms(cls);
  const miss = c.expected.some(
    (e) => !seg.some((s) => s.from === e.from && s.to === e.to && s.document_type === e.document_type),
  );
  const diffMiss = c.expected.some(
    (e) =>
      e.differentiator &&
      !seg.some(
        (s) =>
          s.from <= e.from &&
          e.from <= s.to &&
          s.differentiator &&
          s.differentiator
            .toLowerCase()
            .replace(/[^a-z0-9]/g, '')
            .includes(e.differentiator.toLowerCase().replace(/[^a-z0-9]/g, '')),
      ),
  );
  const yearMiss = c.expected.some(
    (e) => e.document_type !== 'Other' && cls.find((p) => p.page === e.from)?.tax_year !== e.tax_year,
  );
  dump.push({ name: c.name, miss, diffMiss, yearMiss, expected: c.expected, cls, pages: pages.map((p) => p.lines) });
}
await stopOcr();
writeFileSync(process.env.OUT ?? '/tmp/x18me/corpus.json', JSON.stringify(dump, null, 1));
console.log(
  'done',
  dump.length,
  dump.filter((d) => d.miss).length,
  dump.filter((d) => d.diffMiss).length,
  dump.filter((d) => d.yearMiss).length,
);
