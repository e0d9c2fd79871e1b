/**
 * What each stage of the firm-wide data export writes (issue 20; the files the zip's README describes). Every stage
 * reads the firm's items page by page through platform/data/firm-data-readers.ts and writes its JSON files as it
 * reads (firm-data-export-writer.ts); its manifest names the files and where they go in the zip, and it answers how
 * many items it wrote. A stage run again writes the same keys again: nothing is added twice.
 */
import type { FirmDataExportStage } from '@ledgerline/shared/firm-data-exports';
import { ownerIdsOf } from '../platform/company-owners';
import {
  companyDocuments,
  companyFolders,
  companyQuestionnaires,
  companySignatureRequests,
  companyTaxReturns,
  conversationMessages,
  eachOf,
  firmActivity,
  firmCompanies,
  firmConversations,
  firmSettingsLists,
  firmUsers,
  questionnaireAnswering,
  readFirm,
} from '../platform/data/firm-data-readers';
import { documentPath, entityFolders, record, scrub, uniquePaths, userRecord } from './firm-data-export-records';
import { JsonFile, Manifest, writeJson, type ZipEntry } from './firm-data-export-writer';

export interface StageContext {
  firmId: string;
  exportId: string;
}

export type Counts = Record<string, number>;
type Stage = (c: StageContext, add: (entry: ZipEntry) => Promise<void>) => Promise<Counts>;

/** Writes a JSON array file from the items given (mapped by `map`), answers how many. */
async function arrayFile<T>(
  c: StageContext,
  name: string,
  items: AsyncIterable<T>,
  map: (item: T) => unknown | Promise<unknown>,
  add: (entry: ZipEntry) => Promise<void>,
): Promise<number> {
  const f = await JsonFile.open(c.firmId, c.exportId, name);
  let n = 0;
  try {
    await f.begin();
    for await (const item of items) {
      await f.item(await map(item));
      n++;
    }
    await f.end();
    await add(await f.close());
  } catch (e) {
    await f.abort();
    throw e;
  }
  return n;
}

const people: Stage = async (c, add) => {
  const [firm, lists] = await Promise.all([readFirm(c.firmId), firmSettingsLists(c.firmId)]);
  await add(
    await writeJson(c.firmId, c.exportId, 'firm.json', {
      ...(firm ? record(firm, 'firmId') : { id: c.firmId }),
      groups: lists.groups.map((g) => record(g, 'groupId')),
      tags: lists.tags.map((t) => record(t, 'tagId')),
      custom_statuses: lists.custom_statuses.map((s) => record(s, 'statusId')),
    }),
  );
  let staff = 0;
  let clients = 0;
  const users = await arrayFile(
    c,
    'users.json',
    eachOf(firmUsers(c.firmId)),
    (u) => {
      if (u.is_advisor) staff++;
      else clients++;
      return userRecord(u);
    },
    add,
  );
  return { users, staff, clients };
};

const entities: Stage = async (c, add) => {
  const entities = await arrayFile(
    c,
    'entities.json',
    eachOf(firmCompanies(c.firmId)),
    async (company) => record(company, 'companyId', { owner_ids: await ownerIdsOf(company) }),
    add,
  );
  return { entities };
};

const conversations: Stage = async (c, add) => {
  let count = 0;
  let messages = 0;
  for await (const conversation of eachOf(firmConversations(c.firmId))) {
    const f = await JsonFile.open(c.firmId, c.exportId, `conversations/${conversation.conversationId}.json`);
    try {
      await f.begin(`{\n"conversation": ${JSON.stringify(record(conversation, 'conversationId'))},\n"messages": `);
      for await (const m of eachOf(conversationMessages(c.firmId, conversation.conversationId))) {
        await f.item(record(m, 'messageId'));
        messages++;
      }
      await f.end('}');
      await add(await f.close());
    } catch (e) {
      await f.abort();
      throw e;
    }
    count++;
  }
  return { conversations: count, messages };
};

/** The firm's entities, with the folder name each has in the zip (the same in every stage: the same order). */
async function* companiesWithFolders(firmId: string) {
  const folderOf = entityFolders();
  for await (const company of eachOf(firmCompanies(firmId))) yield { company, folder: folderOf(company) };
}

const questionnaires: Stage = async (c, add) => {
  async function* all() {
    for await (const company of eachOf(firmCompanies(c.firmId)))
      for await (const q of eachOf(companyQuestionnaires(c.firmId, company.companyId))) yield q;
  }
  const questionnaires = await arrayFile(
    c,
    'questionnaires.json',
    all(),
    async (q) => {
      const answering = await questionnaireAnswering(c.firmId, q.questionnaireId);
      return record(q, 'questionnaireId', {
        answers: answering.answers.map((a) => record(a, 'questionId')),
        notes: answering.notes.map((n) => record(n, 'noteId')),
        sections: answering.sections.map((s) => record(s, 'sectionId')),
        signatures: answering.signatures.map((s) => scrub(s)),
      });
    },
    add,
  );
  return { questionnaires };
};

const documents: Stage = async (c, add) => {
  const folders = await JsonFile.open(c.firmId, c.exportId, 'folders.json');
  const docs = await JsonFile.open(c.firmId, c.exportId, 'documents.json');
  const counts = { documents: 0, deleted_documents: 0, folders: 0 };
  try {
    await folders.begin();
    await docs.begin();
    for await (const { company, folder } of companiesWithFolders(c.firmId)) {
      const entity = { entity_id: company.companyId, entity_name: company.name };
      for await (const { companyId: _, ...f } of eachOf(companyFolders(c.firmId, company.companyId))) {
        await folders.item({ ...(scrub(f) as object), ...entity });
        counts.folders++;
      }
      const pathOf = uniquePaths();
      for await (const d of eachOf(companyDocuments(c.firmId, company.companyId))) {
        const active = d.state === 'active';
        const file = active ? pathOf(documentPath(folder, d.path, d.document_name)) : null;
        await docs.item(record(d, 'documentId', { ...entity, file }));
        if (file) {
          // The file itself goes into the zip in the last stage: its manifest line names its key and place.
          await add({ key: d.storage_key, name: file, modified_at: d.updated_at });
          counts.documents++;
        } else counts.deleted_documents++;
      }
    }
    await folders.end();
    await docs.end();
    await add(await folders.close());
    await add(await docs.close());
  } catch (e) {
    await Promise.all([folders.abort(), docs.abort()]);
    throw e;
  }
  return counts;
};

const taxReturns: Stage = async (c, add) => {
  const returns = await JsonFile.open(c.firmId, c.exportId, 'tax_returns.json');
  const requests = await JsonFile.open(c.firmId, c.exportId, 'signature_requests.json');
  const counts = { tax_returns: 0, signature_requests: 0 };
  try {
    await returns.begin();
    await requests.begin();
    for await (const { company, folder } of companiesWithFolders(c.firmId)) {
      const entity = { entity_id: company.companyId, entity_name: company.name };
      const pathOf = uniquePaths();
      for await (const r of eachOf(companyTaxReturns(c.firmId, company.companyId))) {
        const name = r.file_name ?? r.document_name ?? `${r.tax_return_name}.pdf`;
        const file = r.file_key && !r.deleted_at ? pathOf(`tax_returns/${folder}/${r.tax_year} - ${name}`) : null;
        await returns.item(record(r, 'taxReturnId', { ...entity, file }));
        if (file && r.file_key) await add({ key: r.file_key, name: file, modified_at: r.updated_at });
        counts.tax_returns++;
      }
      for await (const s of eachOf(companySignatureRequests(c.firmId, company.companyId))) {
        await requests.item(record(s, 'signatureRequestId', entity));
        counts.signature_requests++;
      }
    }
    await returns.end();
    await requests.end();
    await add(await returns.close());
    await add(await requests.close());
  } catch (e) {
    await Promise.all([returns.abort(), requests.abort()]);
    throw e;
  }
  return counts;
};

const activity: Stage = async (c, add) => ({
  activity: await arrayFile(c, 'activity.json', eachOf(firmActivity(c.firmId)), (a) => record(a, 'activityId'), add),
});

const stages: Record<Exclude<FirmDataExportStage, 'zip'>, Stage> = {
  people,
  entities,
  conversations,
  questionnaires,
  documents,
  tax_returns: taxReturns,
  activity,
};

/** Runs one stage: its files, then its manifest (written last, so a manifest names only files that exist). */
export async function runStage(stage: Exclude<FirmDataExportStage, 'zip'>, c: StageContext): Promise<Counts> {
  const manifest = await Manifest.open(c.firmId, c.exportId, stage);
  try {
    const counts = await stages[stage](c, (entry) => manifest.add(entry));
    await manifest.close();
    return counts;
  } catch (e) {
    await manifest.abort();
    throw e;
  }
}
