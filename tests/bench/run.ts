/**
 * `npm run bench`: prints figures, asserts nothing. `npm run bench -- bundles` runs one part.
 * Each feature adds its part here.
 */
import { benchBundles } from './bundles';
import { benchSessionApi } from './session-api';
import { benchConversations } from './conversations';
import { benchMassEmail } from './mass-email';
import { benchDashboard } from './dashboard';
import { benchPages } from './pages';
import { benchConversationLive } from './conversation-live';
import { benchDirectory } from './directory';
import { benchImport } from './import';
import { benchDocuments } from './documents';
import { benchDocumentFolders } from './document-folders';
import { benchPdfSplit } from './pdf-split';
import { benchQuestionnaires } from './questionnaires';
import { benchAnswering } from './answering';
import { benchExports } from './exports';
import { benchExtraction } from './extraction';
import { benchTaxReturns } from './tax-returns';
import { benchFirmExport } from './firm-export';
import { benchCostFigures } from './cost-figures';
import { benchSeason } from './season';

const parts: Record<string, () => Promise<void>> = {
  bundles: benchBundles,
  'session-api': benchSessionApi,
  conversations: benchConversations,
  'mass-email': benchMassEmail,
  dashboard: benchDashboard,
  pages: benchPages,
  'conversation-live': benchConversationLive,
  directory: benchDirectory,
  import: benchImport,
  // A folder zipped (time and peak memory at 100 and 500 MB), a folder's page at 50 and 5,000 files, a PDF split.
  documents: async () => {
    await benchDocuments();
    await benchDocumentFolders();
    await benchPdfSplit();
  },
  // A template sent to 2,000 entities (answer, last made); Collect's pages at 20,000 questionnaires next to 200.
  questionnaires: benchQuestionnaires,
  // A client's 300 answer_question calls; get_questionnaire of 200 questions with 3-level follow-ups, client and staff.
  answering: benchAnswering,
  // A 200-answer questionnaire with 50 PDFs (100 MB) as one merged PDF and as a zip: time and peak memory.
  exports: benchExports,
  // Recognition of 60 generated tax-form files (30 scanned): forms classified, page ranges exact, pages per second.
  extraction: benchExtraction,
  // The firm's tax returns table, first and last page, at 10,000 returns next to 100; DRAFT on a 300-page return.
  'tax-returns': benchTaxReturns,
  // The demo firm's firm-wide data export (issue 20): time, zip size and peak memory.
  'firm-export': benchFirmExport,
  // Issue 21: what each action of a season session costs in AWS units, written to infra/cost/measured.json.
  'cost-figures': benchCostFigures,
  // Filing season (issue 21): client and staff sessions ramped until p99 passes 1 s; per-call p50/p99, errors, why.
  season: benchSeason,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !parts[w]);
if (unknown.length) {
  process.stderr.write(`Unknown bench part: ${unknown.join(', ')}. Parts: ${Object.keys(parts).join(', ')}\n`);
  process.exit(2);
}
for (const [name, run] of Object.entries(parts)) {
  if (wanted.length && !wanted.includes(name)) continue;
  await run();
}
