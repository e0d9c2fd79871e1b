import type { advisorRoutes } from '@ledgerline/shared/routes/advisors';
import type { Handlers } from '../platform/handle';
import { getMassMessage } from './get-mass-message';
import { sendMassMessage } from './send-mass-message';
import { sendTestMassMessage } from './send-test-mass-message';
import { updateOutOfOffice } from './update-out-of-office';
import { assignAdvisorToClients, updateAssignments } from './update-assignments';
import { sendClientLoginInfo, sendClientLoginInfoForUsers } from './send-client-login-info';
import { getBulkTask } from './get-bulk-task';
import { updateAdvisor } from './update-advisor';

/** Each advisors route's handler, by the operation its declaration names. */
export const advisorHandlers: Handlers<typeof advisorRoutes> = {
  sendTestMassMessage,
  sendMassMessage,
  getMassMessage,
  updateOutOfOffice,
  updateAssignments,
  assignAdvisorToClients,
  sendClientLoginInfo,
  sendClientLoginInfoForUsers,
  getBulkTask,
  updateAdvisor,
};
