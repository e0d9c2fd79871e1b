/**
 * A questionnaire as a spreadsheet (QD §9 Export formats, 'spreadsheet (.xls)'): one row per question shown, follow-ups
 * under their question, the additional attachments last.
 */
import type { ExportEntries, ExportNote, ExportQuestion, QuestionnaireExport } from '../model';
import { answerStateLabel, answerStatusLabel } from './labels';
import { sheetName, writeXls, type XlsCell } from './write-xls';

const header = ['Section', 'Number', 'Question', 'Answer', 'Status', 'Answer by', 'Notes'];
const maxWidths = [30, 10, 60, 60, 20, 14, 50];

/** An entries question's answer: a line per entry, 'column: value; column: value', empty cells left out. */
function entriesText(entries: ExportEntries): string {
  return entries.rows
    .map((row) => entries.columns.flatMap((column, i) => (row[i] ? [`${column}: ${row[i]}`] : [])).join('; '))
    .filter((line) => line !== '')
    .join('\n');
}

function answerText(question: ExportQuestion): string {
  if (question.state !== 'answered') return answerStateLabel(question.state);
  return (question.entries && entriesText(question.entries)) || question.answer;
}

function notesText(notes: ExportNote[]): string {
  return notes.map((note) => `${note.author}: ${note.text}`).join('\n');
}

/** The question's row, then its follow-ups' rows, depth first. */
function questionRows(section: string, question: ExportQuestion): XlsCell[][] {
  return [
    [
      section,
      question.number,
      question.text,
      answerText(question),
      answerStatusLabel(question.state),
      question.answer_by ?? '',
      notesText(question.notes),
    ],
    ...question.questions.flatMap((followUp) => questionRows(section, followUp)),
  ];
}

export async function questionnaireSpreadsheet(doc: QuestionnaireExport): Promise<Buffer> {
  const rows = doc.sections.flatMap((section) => section.questions.flatMap((q) => questionRows(section.title, q)));
  // The additional attachments belong to no section.
  if (doc.attachments) rows.push(...questionRows('', doc.attachments));
  return writeXls({ name: sheetName(doc.heading.title, 'Questionnaire'), header, rows, maxWidths });
}
