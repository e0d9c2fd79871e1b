/**
 * Labels of the Import dialog (FA §2.5, §4.7, §5.7). The rules' messages and the success messages are the API's
 * (@ledgerline/shared/imports); these are names the spec gives without wording, and ours.
 */
export const importLabels = {
  title: 'Import',
  upload: 'Upload',
  uploading: 'Uploading…',
  close: 'Close',
  fileType: 'File type',
  chooseFileType: 'Choose a file type',
  listType: 'List type',
  chooseListType: 'Choose a list type',
  template: (list: string) => `Download the ${list} template`,
  assignee: 'Assigned firm user',
  chooseAssignee: 'Choose a firm user',
  various: 'Various',
  taxSoftware: 'Tax software',
  description: 'Description',
  comment: 'Comment',
  files: 'Files',
  chosenFiles: 'Files to upload',
  uploadFailed: 'File upload failed, please try again.',
} as const;
