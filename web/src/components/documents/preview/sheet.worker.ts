/**
 * Parses a spreadsheet off the page's thread: a large workbook takes seconds to unzip and read, and the page stays
 * responsive meanwhile. Receives the file's bytes, answers with the sheets to show (sheet.ts).
 */
import type { SheetWorkerReply, SheetWorkerRequest } from './sheet';
import { readWorkbook } from './workbook';

self.onmessage = (event: MessageEvent<SheetWorkerRequest>) => {
  let reply: SheetWorkerReply;
  try {
    const { data, limits, format } = event.data;
    reply = { ok: true, sheets: readWorkbook(data, limits, format) };
  } catch (err) {
    console.error('Spreadsheet preview', err);
    reply = { ok: false };
  }
  self.postMessage(reply);
};
