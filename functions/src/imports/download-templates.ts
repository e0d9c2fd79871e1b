/** POST /advisors/download_individual_import_template and /advisors/download_business_import_template (FA §7.3). */
import { importRoutes } from '@ledgerline/shared/routes/imports';
import { importTemplateFileNames, type ClientListType } from '@ledgerline/shared/imports';
import { handle } from '../platform/handle';
import { fileReply } from '../platform/http';
import { templateFile, xlsxContentType } from './template';

async function template(listType: ClientListType) {
  return fileReply({
    body: await templateFile(listType),
    contentType: xlsxContentType,
    filename: importTemplateFileNames[listType],
  });
}

export const downloadIndividualImportTemplate = handle(importRoutes.downloadIndividualImportTemplate, () =>
  template('individuals'),
);

export const downloadBusinessImportTemplate = handle(importRoutes.downloadBusinessImportTemplate, () =>
  template('entities'),
);
