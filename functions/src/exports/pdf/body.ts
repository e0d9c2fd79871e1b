/**
 * What the questionnaire's pages say (QD §9 Export formats): the title block, then each section from a new page -
 * its title, instruction, questions with their answers, entries tables, notes and follow-ups indented under their
 * parent; an agreement's letter and signatures with their audit data - and the additional attachments last.
 *
 * Imports pdf-lib (through layout.ts) statically: callers import this module lazily.
 */
import type { ExportHeading, ExportQuestion, ExportSection, ExportSignature, QuestionnaireExport } from '../model';
import { bodySize, grey, lineGap, type PageCursor, smallSize } from './layout';

/** How far a follow-up sits right of its parent, and an answer right of its question. */
const followUpIndent = 18;
const answerIndent = 12;
const maxIndentDepth = 6;
const titleSize = 20;
const sectionTitleSize = 14;

export const attachmentsTitle = 'Additional attachments';

/** What an answer reads in the PDF, and whether it is the grey 'Not answered'. */
export function answerLine(q: ExportQuestion): { text: string; muted: boolean } {
  switch (q.state) {
    case 'answered':
      return { text: q.answer, muted: false };
    case 'not_applicable':
      return { text: 'N/A', muted: false };
    case 'provided_elsewhere':
      return { text: 'Provided elsewhere', muted: false };
    case 'answer_later':
      return { text: q.answer_by ? `Answer later (by ${q.answer_by})` : 'Answer later', muted: false };
    case 'marked_completed':
      return { text: 'Marked completed by the firm', muted: false };
    case 'not_needed':
      return { text: 'Marked not needed', muted: false };
    case 'unanswered':
      return { text: 'Not answered', muted: true };
  }
}

export function drawTitleBlock(c: PageCursor, heading: ExportHeading): void {
  c.text(heading.title, { font: c.fonts.bold, size: titleSize });
  c.space(8);
  if (heading.company) c.text(heading.company, { size: 12 });
  c.text(`Tax year ${heading.tax_year}`, { size: 12 });
  if (heading.status) c.text(heading.status, { size: 12 });
  c.space(4);
  c.text(`Exported ${heading.exported_at}`, { size: smallSize, color: grey });
}

/**
 * The sections, each from a new page, then the additional attachments. Returns the cursor's page number on which
 * each section starts.
 */
export function drawSections(c: PageCursor, doc: QuestionnaireExport): number[] {
  const starts = doc.sections.map((section) => {
    c.newPage();
    const start = c.pageCount;
    drawSection(c, section);
    return start;
  });
  if (doc.attachments) {
    c.newPage();
    c.text(attachmentsTitle, { font: c.fonts.bold, size: sectionTitleSize });
    c.space(4);
    const block = doc.attachments.text === attachmentsTitle ? { ...doc.attachments, text: '' } : doc.attachments;
    drawQuestion(c, block, 0);
  }
  return starts;
}

function drawSection(c: PageCursor, section: ExportSection): void {
  c.text(section.title, { font: c.fonts.bold, size: sectionTitleSize });
  if (section.status) c.text(section.status, { size: smallSize, color: grey });
  if (section.instruction) {
    c.space(4);
    c.text(section.instruction);
  }
  if (section.letter) {
    c.space(6);
    c.text(section.letter);
  }
  if (section.signatures.length) {
    c.space(6);
    c.keep(3 * bodySize * lineGap);
    c.text('Signatures', { font: c.fonts.bold });
    for (const signature of section.signatures) drawSignature(c, signature);
  }
  for (const question of section.questions) drawQuestion(c, question, 0);
}

function drawSignature(c: PageCursor, s: ExportSignature): void {
  c.space(4);
  c.keep(2 * bodySize * lineGap);
  if (s.not_needed) {
    c.text(`${s.name}: Not needed`, { indent: answerIndent });
    return;
  }
  c.text(s.name, { font: c.fonts.bold, indent: answerIndent });
  const audit: [string, string | null][] = [
    ['Signature', s.signed_at ? s.signature : null],
    ['Signed at', s.signed_at],
    ['Client time', s.client_time],
    ['IP address', s.ip_address],
    ['User agent', s.user_agent],
  ];
  if (!s.signed_at) c.text('Not signed', { indent: answerIndent, color: grey });
  for (const [label, value] of audit) if (value) c.text(`${label}: ${value}`, { indent: answerIndent });
}

function drawQuestion(c: PageCursor, q: ExportQuestion, depth: number): void {
  // Deep follow-ups stop moving right, so their text keeps a readable width.
  const indent = Math.min(depth, maxIndentDepth) * followUpIndent;
  c.space(6);
  // The question with at least its answer's first line on one page.
  c.keep(2 * bodySize * lineGap);
  const heading = [q.number, q.text].filter(Boolean).join(' ');
  if (heading) c.text(heading, { font: c.fonts.bold, indent });
  const answer = answerLine(q);
  if (answer.text) c.text(answer.text, { indent: indent + answerIndent, ...(answer.muted ? { color: grey } : {}) });
  if (q.entries && (q.state === 'answered' || q.entries.rows.length > 0)) {
    c.space(3);
    c.table(q.entries.columns, q.entries.rows, indent + answerIndent);
  }
  for (const note of q.notes) {
    c.space(2);
    c.text(`Note from ${note.author} on ${note.date}: ${note.text}`, {
      size: smallSize,
      color: grey,
      indent: indent + answerIndent,
    });
  }
  for (const followUp of q.questions) drawQuestion(c, followUp, depth + 1);
}
