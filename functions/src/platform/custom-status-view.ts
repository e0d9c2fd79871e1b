/** A firm's custom questionnaire status as the API answers it (MD §7): staff also see their own label. */
import type { FirmCustomStatusItem } from './data/entities/firm-custom-status';

export function customStatusView(s: FirmCustomStatusItem, forStaff: boolean) {
  return {
    id: s.statusId,
    client_display_status: s.client_display_status,
    client_instruction: s.client_instruction ?? null,
    ...(forStaff ? { firm_user_display_status: s.firm_user_display_status } : {}),
  };
}
