/**
 * Which known form a page is (issue 18), from its text alone: a form's printed title and number count most, its box
 * labels add, and a label shared by many forms ('Federal income tax withheld') adds little. Phrases are found in the
 * page's match keys (normalise.ts), exactly or within a few OCR errors, so a scanned page reads like the PDF's text.
 */
import { type ExtractedDocumentType, otherDocumentType } from '@ledgerline/shared/extracted-documents';
import { type CompiledForm, compiledForms, type Phrase } from './catalogue-phrases';
import { differentiatorOf } from './differentiator';
import {
  findPhrase,
  findTitleInParts,
  type Hit,
  indexPage,
  lineOfLooseOffset,
  type PageIndex,
  type Search,
} from './page-index';
import { looksLikeFirstPage, pageMarker, startsDocument } from './page-markers';
import { taxYearOf } from './tax-year';
import type { PageClassification, PageText } from './types';

// ————— Evidence for each form —————

interface Evidence {
  form: CompiledForm;
  title: { phrase: Phrase; hit: Hit } | null;
  /** The line a form number was found on. */
  numberLine: number | null;
  /** The label of the box that names the payer, employer, lender… is printed only on a form's face. */
  faceLabel: boolean;
  labelCount: number;
  labelWeight: number;
  score: number;
  recognised: boolean;
}

function evidenceFor(form: CompiledForm, index: PageIndex, search: Search): Evidence {
  let title: Evidence['title'] = null;
  for (const phrase of form.titles) {
    // Where the title heads the form: instructions below it may say the same words in a sentence.
    const whole = findPhrase(index, phrase, search);
    const parts = search === 'exact' ? findTitleInParts(index, phrase) : null;
    const hit = whole && parts ? (parts.start < whole.start ? parts : whole) : (whole ?? parts);
    if (hit) {
      title = { phrase, hit };
      break;
    }
  }
  let numberLine: number | null = null;
  for (const pattern of form.definition.numbers) {
    const m = pattern.exec(index.loose);
    if (m) {
      numberLine = lineOfLooseOffset(index, m.index);
      break;
    }
  }
  let labelCount = 0;
  let labelWeight = 0;
  for (const { phrase, weight } of form.labels) {
    if (title && phrase.key === title.phrase.key) continue;
    if (findPhrase(index, phrase, search)) {
      labelCount++;
      labelWeight += weight;
    }
  }
  const faceLabel = form.differentiatorLabels.slice(0, 2).some((phrase) => findPhrase(index, phrase, search) !== null);
  const alone = form.definition.labelsAlone ?? 3;
  const hasNumber = numberLine !== null;
  const recognised =
    (hasNumber && (title !== null || labelCount >= 1)) ||
    (title !== null && (labelCount >= 2 || labelWeight >= 1)) ||
    (labelCount >= alone && labelWeight >= alone * 0.6);
  const score = (title ? 6 : 0) + (hasNumber ? 5 : 0) + 1.5 * labelWeight + 0.25 * labelCount;
  return { form, title, numberLine, faceLabel, labelCount, labelWeight, score, recognised };
}

function confidenceOf(best: Evidence, runnerUp: Evidence | undefined): number {
  const labels = Math.min(1, best.labelWeight / 4);
  let confidence: number;
  if (best.title && best.numberLine !== null) confidence = 0.9 + 0.09 * labels;
  else if (best.title || best.numberLine !== null) confidence = 0.72 + 0.15 * labels;
  else confidence = 0.45 + 0.2 * labels;
  if (runnerUp && runnerUp.score >= 0.8 * best.score) confidence *= 0.85;
  return Math.round(confidence * 100) / 100;
}

// ————— The classifier —————

/** The forms the page may be, best first. Exact phrases first: a PDF's own text settles it without the slower
 * approximate search that OCR'd text needs. */
function recognisedForms(index: PageIndex): Evidence[] {
  const rank = (search: Search) =>
    compiledForms
      .map((form) => evidenceFor(form, index, search))
      .filter((e) => e.recognised)
      .sort((a, b) => b.score - a.score);
  const exact = rank('exact');
  const [best, second] = exact;
  const settled =
    best !== undefined &&
    best.title !== null &&
    (best.numberLine !== null || best.form.definition.numbers.length === 0) &&
    best.labelCount >= 2 &&
    (second === undefined || second.score < 0.7 * best.score);
  return settled ? exact : rank('approximate');
}

/** What one page is: its form, how sure, its differentiator and tax year, and whether it starts a form. */
export function classifyPage(page: PageText): PageClassification {
  const index = indexPage(page.lines, page.source);
  const marker = pageMarker(index);
  const recognised = recognisedForms(index);
  const best = recognised[0];
  if (!best) {
    return {
      page: page.page,
      document_type: 'Other',
      confidence: index.key.length === 0 ? 0.05 : 0.2,
      differentiator: null,
      starts_form: startsDocument(marker, looksLikeFirstPage(index)),
      tax_year: null,
    };
  }
  const type: ExtractedDocumentType = best.form.definition.type;
  const runnerUp = recognised.find((e) => e.form.definition.type !== type);
  const hasHeader =
    best.title !== null ||
    (best.numberLine !== null && best.labelCount >= 2) ||
    (best.faceLabel && best.labelCount >= 4);
  const nearLines: number[] = [];
  if (best.title) nearLines.push(index.lineAt[best.title.hit.start]);
  if (best.numberLine !== null) nearLines.push(best.numberLine);
  // A look-alike we do not extract is a document of its own, however little of it was read.
  const startsForm = startsDocument(marker, hasHeader || type === otherDocumentType);
  return {
    page: page.page,
    document_type: type,
    confidence: type === otherDocumentType ? 0.6 : confidenceOf(best, runnerUp),
    // A continuation page's top line is no letterhead.
    differentiator: differentiatorOf(best.form, index, startsForm),
    starts_form: startsForm,
    tax_year: taxYearOf(index, nearLines),
  };
}
