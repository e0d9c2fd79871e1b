/**
 * One file of a Document Drop Off (QD §7): a presigned link signed for its size and type, the bytes PUT straight to
 * storage with the link's headers and progress, then process_document checks them and keeps the file in the
 * questionnaire's folder. What went wrong is the server's words where it gave them ('{file} was already uploaded',
 * the invalid-files message), else the spec's 'File upload failed, please try again.'
 */
import { documentDropOff, type DropOffRef } from '../../api/document-drop-off';
import { putWithProgress } from '../../api/uploads';
import { dropOffSpec as t } from '../../texts/document-drop-off';
import { stepOutcome, type StepOutcome } from './drop-off-rules';

export async function sendDropOffFile(
  ref: DropOffRef,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<StepOutcome> {
  const link = await documentDropOff.uploadLink(ref, file);
  const linked = stepOutcome(link, t.uploadFailed);
  if (linked.kind !== 'ok' || !link) return linked;
  const status = await putWithProgress(link.data, file, onProgress);
  if (status < 200 || status >= 300) return { kind: 'file', message: t.uploadFailed };
  return stepOutcome(await documentDropOff.process(ref, link.data.id, file.name), t.uploadFailed);
}
