/**
 * Everything a firm has, read page by page for the firm-wide data export (issue 20; functions/src/exports/
 * firm-data-export*.ts). Each reader is a Query on a key the data already has (the firm's partition of people and
 * entities, its conversations by activity, an entity's documents, returns and signature requests, a questionnaire's
 * partition, the firm's activity log), never a Scan; each yields one page at a time, so what is held in memory is a
 * page, whatever the firm's size. They live here because they read several domains' items.
 */
import { Activity, type ActivityItem } from './entities/activity';
import { Company, type CompanyItem } from './entities/company';
import { Conversation, type ConversationItem } from './entities/conversation';
import { Document, type DocumentItem } from './entities/document';
import { DocumentFolder, type DocumentFolderItem } from './entities/document-folder';
import { Firm, type FirmItem } from './entities/firm';
import { FirmCustomStatus } from './entities/firm-custom-status';
import { FirmGroup } from './entities/firm-group';
import { FirmTag } from './entities/firm-tag';
import { Message, type MessageItem } from './entities/message';
import { Questionnaire, type QuestionnaireItem } from './entities/questionnaire';
import {
  QuestionnaireAnswer,
  type QuestionnaireAnswerItem,
  QuestionnaireNote,
  type QuestionnaireNoteItem,
  QuestionnaireSectionState,
  type QuestionnaireSectionStateItem,
  QuestionnaireSignature,
  type QuestionnaireSignatureItem,
} from './entities/questionnaire-answering';
import { SignatureRequest, type SignatureRequestItem } from './entities/signature-request';
import { TaxReturn, type TaxReturnItem } from './entities/tax-return';
import { User, type UserItem } from './entities/user';

export type {
  ActivityItem,
  CompanyItem,
  ConversationItem,
  DocumentFolderItem,
  DocumentItem,
  FirmItem,
  MessageItem,
  QuestionnaireAnswerItem,
  QuestionnaireItem,
  QuestionnaireNoteItem,
  QuestionnaireSectionStateItem,
  QuestionnaireSignatureItem,
  SignatureRequestItem,
  TaxReturnItem,
  UserItem,
};

interface Page<T> {
  data: T[];
  cursor: string | null;
}

/** A query's pages, one at a time, until its last (DynamoDB's page: at most 1 MB, or `limit` items). */
async function* paged<T>(read: (cursor: string | null) => Promise<Page<T>>): AsyncGenerator<T[]> {
  let cursor: string | null = null;
  do {
    const page: Page<T> = await read(cursor);
    if (page.data.length) yield page.data;
    cursor = page.cursor;
  } while (cursor);
}

/** Every page's items, one at a time. */
export async function* eachOf<T>(pages: AsyncIterable<T[]>): AsyncGenerator<T> {
  for await (const page of pages) yield* page;
}

const limit = 200;

export async function readFirm(firmId: string): Promise<FirmItem | null> {
  return (await Firm.get({ firmId }).go()).data ?? null;
}

/** The firm's people, staff and clients, deleted ones too (the firm's partition, USER# range). */
export const firmUsers = (firmId: string) =>
  paged<UserItem>((cursor) => User.query.byId({ firmId }).go({ cursor, limit }) as Promise<Page<UserItem>>);

/** The firm's entities (the firm's partition, COMPANY# range). */
export const firmCompanies = (firmId: string) =>
  paged<CompanyItem>((cursor) => Company.query.byId({ firmId }).go({ cursor, limit }) as Promise<Page<CompanyItem>>);

/** The firm's groups, tags and custom statuses: short lists, read whole. */
export async function firmSettingsLists(firmId: string) {
  const [groups, tags, statuses] = await Promise.all([
    FirmGroup.query.byFirm({ firmId }).go({ pages: 'all' }),
    FirmTag.query.byName({ firmId }).go({ pages: 'all' }),
    FirmCustomStatus.query.byFirm({ firmId }).go({ pages: 'all' }),
  ]);
  return { groups: groups.data, tags: tags.data, custom_statuses: statuses.data };
}

/** Every conversation of the firm, archived ones too, by last activity (the staff list's key with Show All). */
export const firmConversations = (firmId: string) =>
  paged<ConversationItem>(
    (cursor) =>
      Conversation.query.byFirmActivity({ firmId }).go({ cursor, limit, order: 'asc' }) as Promise<
        Page<ConversationItem>
      >,
  );

/** A conversation's messages: sent, scheduled and thread replies (its partition), in lane and time order. */
export const conversationMessages = (firmId: string, conversationId: string) =>
  paged<MessageItem>(
    (cursor) =>
      Message.query.byConversation({ firmId, conversationId }).go({ cursor, limit }) as Promise<Page<MessageItem>>,
  );

/** An entity's questionnaires, by tax year. */
export const companyQuestionnaires = (firmId: string, companyId: string) =>
  paged<QuestionnaireItem>(
    (cursor) =>
      Questionnaire.query.byCompanyYear({ firmId, companyId }).go({ cursor, limit }) as Promise<
        Page<QuestionnaireItem>
      >,
  );

/** What answering a questionnaire wrote: answers, notes, section states and signatures (its partition). */
export async function questionnaireAnswering(firmId: string, questionnaireId: string) {
  const key = { firmId, questionnaireId };
  const [answers, notes, sections, signatures] = await Promise.all([
    QuestionnaireAnswer.query.byQuestion(key).go({ pages: 'all' }),
    QuestionnaireNote.query.byQuestion(key).go({ pages: 'all' }),
    QuestionnaireSectionState.query.bySection(key).go({ pages: 'all' }),
    QuestionnaireSignature.query.bySigner(key).go({ pages: 'all' }),
  ]);
  return {
    answers: answers.data as QuestionnaireAnswerItem[],
    notes: notes.data as QuestionnaireNoteItem[],
    sections: sections.data as QuestionnaireSectionStateItem[],
    signatures: signatures.data as QuestionnaireSignatureItem[],
  };
}

/** An entity's files, active and deleted (its partition of documents, by id). */
export const companyDocuments = (firmId: string, companyId: string) =>
  paged<DocumentItem>(
    (cursor) => Document.query.byId({ firmId, companyId }).go({ cursor, limit }) as Promise<Page<DocumentItem>>,
  );

/** An entity's folders (its partition of folders, by path). */
export const companyFolders = (firmId: string, companyId: string) =>
  paged<DocumentFolderItem>(
    (cursor) =>
      DocumentFolder.query.byPath({ firmId, companyId }).go({ cursor, limit }) as Promise<Page<DocumentFolderItem>>,
  );

/** An entity's tax returns. */
export const companyTaxReturns = (firmId: string, companyId: string) =>
  paged<TaxReturnItem>(
    (cursor) => TaxReturn.query.byCompany({ firmId, companyId }).go({ cursor, limit }) as Promise<Page<TaxReturnItem>>,
  );

/** An entity's signature requests. */
export const companySignatureRequests = (firmId: string, companyId: string) =>
  paged<SignatureRequestItem>(
    (cursor) =>
      SignatureRequest.query.byCompany({ firmId, companyId }).go({ cursor, limit }) as Promise<
        Page<SignatureRequestItem>
      >,
  );

/** The firm's activity log, oldest first. */
export const firmActivity = (firmId: string) =>
  paged<ActivityItem>(
    (cursor) => Activity.query.byFirm({ firmId }).go({ cursor, limit: 500 }) as Promise<Page<ActivityItem>>,
  );
