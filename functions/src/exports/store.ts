/**
 * The exports domain's data access: the questionnaires, entities and firm an export reads, a questionnaire's files
 * (one query on its own index, capped), and the export item whose progress only moves forward.
 */
import { getItem, getItems } from '../platform/data/batch-get';
import { Company, type CompanyItem } from '../platform/data/entities/company';
import { Document, type DocumentItem } from '../platform/data/entities/document';
import { ExtractedDocument } from '../platform/data/entities/extracted-document';
import { Firm, type FirmItem } from '../platform/data/entities/firm';
import { Questionnaire, type QuestionnaireItem } from '../platform/data/entities/questionnaire';
import { QuestionnaireExport, type QuestionnaireExportItem } from '../platform/data/entities/questionnaire-export';
import { User, type UserItem } from '../platform/data/entities/user';
import { isConditionFailure } from '../platform/data/transact';
import { maxExportDocuments } from '@ledgerline/shared/exports';

export type { CompanyItem, DocumentItem, FirmItem, QuestionnaireItem, QuestionnaireExportItem, UserItem };

export const getQuestionnaire = (firmId: string, questionnaireId: string) =>
  getItem(Questionnaire, { firmId, questionnaireId });

export const getQuestionnaires = (firmId: string, ids: readonly string[]) =>
  getItems(
    Questionnaire,
    ids.map((questionnaireId) => ({ firmId, questionnaireId })),
  );

export const getFirm = (firmId: string) => getItem(Firm, { firmId });

export const getCompanies = (firmId: string, ids: readonly string[]) =>
  getItems(
    Company,
    [...new Set(ids)].map((companyId) => ({ firmId, companyId })),
  );

export const getUsers = (firmId: string, ids: readonly string[]) =>
  getItems(
    User,
    [...new Set(ids)].map((userId) => ({ firmId, userId })),
  );

/** A questionnaire's active files, oldest first, at most maxExportDocuments (one query on their index). */
export async function questionnaireFiles(firmId: string, questionnaireId: string): Promise<DocumentItem[]> {
  const { data } = await Document.query
    .byQuestionnaire({ firmId, questionnaire_id: questionnaireId })
    .go({ limit: maxExportDocuments, pages: 'all' });
  return data.filter((d) => d.state === 'active').slice(0, maxExportDocuments);
}

export const getFiles = (firmId: string, companyId: string, ids: readonly string[]) =>
  getItems(
    Document,
    [...new Set(ids)].map((documentId) => ({ firmId, companyId, documentId })),
  );

const weekSeconds = 7 * 24 * 3600;

export async function createExport(
  item: Omit<QuestionnaireExportItem, 'created_at' | 'updated_at' | 'ttl' | 'done' | 'status'>,
): Promise<QuestionnaireExportItem> {
  const { data } = await QuestionnaireExport.create({
    ...item,
    status: 'queued',
    done: 0,
    ttl: Math.ceil(Date.now() / 1000) + weekSeconds,
  }).go();
  return data as QuestionnaireExportItem;
}

export async function getExport(firmId: string, exportId: string): Promise<QuestionnaireExportItem | null> {
  return (await QuestionnaireExport.get({ firmId, exportId }).go({ consistent: true })).data ?? null;
}

/** A conditional write whose condition failing means someone did it already: false then. */
async function ifStill(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Moves `done` up to `done` while the export runs (never down: a repeated job changes nothing). */
export function recordDone(firmId: string, exportId: string, done: number): Promise<boolean> {
  return ifStill(() =>
    QuestionnaireExport.patch({ firmId, exportId })
      .set({ done, status: 'running' })
      .where((a, op) => `${op.lt(a.done, done)} AND ${op.ne(a.status, 'ready')} AND ${op.ne(a.status, 'failed')}`)
      .go(),
  );
}

/** Ready or failed, once: answers whether this call finished it (so its notification is sent once). */
export function finishExport(
  firmId: string,
  exportId: string,
  end: { status: 'ready'; done: number } | { status: 'failed'; error: string },
): Promise<boolean> {
  return ifStill(() =>
    QuestionnaireExport.patch({ firmId, exportId })
      .set({ ...end, finished_at: new Date().toISOString() })
      .where((a, op) => `${op.ne(a.status, 'ready')} AND ${op.ne(a.status, 'failed')}`)
      .go(),
  );
}

/** The annotations staff placed on a file's extracted document (issue 18: shown in exports too). */
export async function fileAnnotations(d: DocumentItem): Promise<unknown[]> {
  if (!d.extracted_document_id) return [];
  const x = await getItem(ExtractedDocument, {
    firmId: d.firmId,
    companyId: d.companyId,
    extractedId: d.extracted_document_id,
  });
  return Array.isArray(x?.annotations) ? x.annotations : [];
}
