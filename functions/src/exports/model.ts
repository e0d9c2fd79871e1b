/**
 * A questionnaire as an export shows it (QD §5 Export, §9 Export formats): what the PDF, the spreadsheet and the
 * zip all read, already decided (which questions show, what each answer reads, which documents go in and in what
 * order). Built from the answered questionnaire by export-model.ts; the writers only lay it out.
 */

/** How a question stands in the export. */
export type ExportAnswerState =
  | 'answered'
  /** The 'Not Applicable' marker: reads 'N/A'. */
  | 'not_applicable'
  | 'provided_elsewhere'
  /** Put off until `answer_by`: reads 'Answer later (by Mar 1, 2026)'. */
  | 'answer_later'
  /** Marked Completed by the firm. */
  | 'marked_completed'
  | 'not_needed'
  | 'unanswered';

export interface ExportEntries {
  /** The entries' column headings (the columns' question texts). */
  columns: string[];
  /** One row per entry, a cell per column ('' when empty). */
  rows: string[][];
}

export interface ExportNote {
  /** 'Dana Advisor' */
  author: string;
  text: string;
  /** 'Mar 1, 2026' in the firm's zone. */
  date: string;
  from_firm_user: boolean;
}

export interface ExportQuestion {
  /** '1.', '1.1', '1.1.1'; '' for the additional attachments. */
  number: string;
  text: string;
  question_type: string;
  state: ExportAnswerState;
  /** What the answer reads, ready to print: 'Yes', 'Single', 'W-2.pdf, 1099-INT.pdf', 'N/A', 'Provided elsewhere'. */
  answer: string;
  /** 'Mar 1, 2026' when the answer is put off, else null. */
  answer_by: string | null;
  /** An entries question's table, else null. */
  entries: ExportEntries | null;
  /** Notes on the question (staff exports show staff notes too). */
  notes: ExportNote[];
  /** Follow-up questions shown under this one (already only those whose trigger matched). */
  questions: ExportQuestion[];
}

export interface ExportSignature {
  name: string;
  /** The signature as typed, or 'Not needed'. */
  signature: string;
  not_needed: boolean;
  /** 'Mar 1, 2026 10:15 AM' in the firm's zone, or null when unsigned. */
  signed_at: string | null;
  client_time: string | null;
  ip_address: string | null;
  user_agent: string | null;
}

export interface ExportSection {
  /** The section's name: a TOC entry and an outline item. */
  title: string;
  /** 'Completed', 'Pending', ... */
  status: string;
  /** The section's instruction or description as plain text, or ''. */
  instruction: string;
  questions: ExportQuestion[];
  /** An agreement section's letter as plain text, else ''. */
  letter: string;
  signatures: ExportSignature[];
}

/** How a document goes into the PDF: merged page by page, drawn as an image page, or listed by name and link. */
export type ExportDocumentKind = 'pdf' | 'image' | 'other';

export interface ExportDocument {
  /** The document id. */
  id: string;
  /** The file's name: 'W-2 Acme.pdf'. */
  name: string;
  /** Its description (the form name the export order sorts by), or ''. */
  description: string;
  kind: ExportDocumentKind;
  /** 'image/jpeg', 'image/png', 'application/pdf', ... */
  content_type: string;
  size: number;
  /** Where it is in the portal (a link that opens it for a signed-in user), printed for 'other' files. */
  link: string;
  /** The file's bytes, read when the writer gets to it (one document in memory at a time). */
  read: () => Promise<Uint8Array>;
  /** Staff's annotations on it (checks and textboxes), drawn on its pages; read with the bytes. */
  annotations?: () => Promise<readonly ExportAnnotation[]>;
}

/** An annotation as the review saved it (shared/schemas/extracted-documents.ts SavedAnnotation). */
export interface ExportAnnotation {
  page: number;
  shape_type: 'check' | 'textbox';
  text: string;
  style: 'black' | 'red' | 'green' | 'blue';
  position_data: { left: number; bottom: number; width: number; height: number; pageWidth: number; pageHeight: number };
}

export interface ExportHeading {
  /** The questionnaire's name: 'Individual Tax Organizer'. */
  title: string;
  company: string;
  tax_year: number;
  /** 'Submitted', 'In progress', ... */
  status: string;
  /** 'Nov 26, 2026 9:30 AM' */
  exported_at: string;
}

export interface QuestionnaireExport {
  heading: ExportHeading;
  sections: ExportSection[];
  /** The additional attachments (not a question of any section), or null. */
  attachments: ExportQuestion | null;
  /** In the firm's export order already. */
  documents: ExportDocument[];
}

export interface PdfOptions {
  /** A table of contents after the title: one line per section and per document, with its page number. */
  toc: boolean;
  /** 'Page n of N' at the foot of every page (only with the TOC: the caller passes false otherwise). */
  pageNumbers: boolean;
  /** Merge the documents after the questionnaire: PDFs page by page, images one page each, others listed. */
  includeDocuments: boolean;
}

/** Where a writer's bytes go, in order; `write` resolves when the chunk may be dropped (backpressure). */
export interface ByteSink {
  write(chunk: Uint8Array): Promise<void>;
}
