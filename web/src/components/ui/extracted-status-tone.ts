/**
 * The badge colour of an extracted document's status (QD §4, FA §4.8), the same wherever a status shows (the
 * review, the answering page's chips): Completed green, needs Review amber, Failed red, Processing neutral.
 */
import { extractedStatusLabel, type ExtractedStatus } from '@ledgerline/shared/extracted-documents';

export type StatusTone = 'informative' | 'success' | 'warning' | 'danger';

export function statusTone(status: ExtractedStatus): StatusTone {
  switch (extractedStatusLabel(status)) {
    case 'Completed':
      return 'success';
    case 'Processed (needs Review)':
      return 'warning';
    case 'Failed':
      return 'danger';
    default:
      return 'informative';
  }
}
