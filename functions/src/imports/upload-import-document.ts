/**
 * POST /integrations/upload_user_import_document (FA §5.7, §7.9): takes the file the caller PUT to their import link.
 * The upload is moved out of the link's reach first, so what is checked is what is kept; a client list must then be a
 * CSV or XLSX with the template's required columns and at most maxClientListRows rows (else 422, and nothing is kept).
 */
import { importRoutes } from '@ledgerline/shared/routes/imports';
import { importText, maxClientListBytes } from '@ledgerline/shared/imports';
import { documentOwnText } from '@ledgerline/shared/documents';
import { handle } from '../platform/handle';
import { copyObject, deleteObject, getObjectBytes, objectInfo } from '../platform/adapters/files';
import { newId } from '../platform/auth/secrets';
import { Conflict, NotFound, PayloadTooLarge, Unprocessable } from '../platform/errors';
import { readSheet, recordsOf, UnreadableList } from './parse';
import { importFileKey, importIdOfUploadKey, maxBytesFor, spreadsheetFormatOf } from './rules';
import { checkAssignee, receiveFile, startClientList, takenMessage, type TakenImport } from './take-import';
import { importView } from './views';
import * as store from './store';

export const uploadImportDocument = handle(importRoutes.uploadImportDocument, async ({ input, caller }) => {
  const importId = importIdOfUploadKey(input.file, caller.firmId, caller.userId);
  if (!importId) throw new NotFound('upload', importText.uploadNotFound);
  await checkAssignee(caller, input.assignedFirmUserId);
  if (await store.getImport(caller.firmId, importId)) throw new Conflict(importText.alreadyImported);
  const arrived = await objectInfo(input.file);
  if (!arrived) throw new Conflict(importText.notUploaded);
  if (arrived.size === 0 || arrived.size > maxBytesFor(input.documentType)) {
    await deleteObject(input.file);
    if (arrived.size === 0) throw new Unprocessable(importText.emptyFile);
    throw new PayloadTooLarge(
      input.documentType === 'client_list'
        ? importText.fileTooLarge(maxClientListBytes / 1024 / 1024)
        : documentOwnText.fileTooLarge,
    );
  }
  const fileKey = importFileKey(caller.firmId, importId, newId());
  await copyObject(input.file, fileKey);
  await deleteObject(input.file);

  const taken: TakenImport = {
    importId,
    kind: input.documentType,
    listType: input.documentType === 'client_list' ? (input.listType ?? null) : null,
    documentName: input.documentName,
    assignee: input.assignedFirmUserId,
    comment: input.comment,
    taxSoftware: input.taxSoftware,
    year: input.year,
    fileKey,
    fileFormat: 'other',
  };
  if (input.documentType !== 'client_list' || !taken.listType) {
    const item = await receiveFile(caller, taken);
    return { message: takenMessage(item.kind), import: importView(item) };
  }

  const bytes = (await getObjectBytes(fileKey)) ?? new Uint8Array();
  const format = spreadsheetFormatOf(bytes);
  try {
    if (!format) throw new UnreadableList(importText.notAClientList);
    const list = recordsOf(taken.listType, await readSheet(bytes, format));
    const item = await startClientList(caller, { ...taken, fileFormat: format }, list);
    return { message: takenMessage(item.kind), import: importView(item) };
  } catch (e) {
    if (!(e instanceof UnreadableList)) throw e;
    await deleteObject(fileKey);
    throw new Unprocessable(e.message);
  }
});
