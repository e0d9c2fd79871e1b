import { declareRoutes } from '../route';
import { Message } from '../schemas/sessions';
import * as a from '../schemas/advisors';

/** MD §2 Mass Email dialog, §5, §7; MD §2 banner and FA §7.3 out of office. */
export const advisorRoutes = declareRoutes('advisors', {
  sendTestMassMessage: {
    aws: ['table', 'mail'],
    method: 'POST',
    path: '/advisors/send_test_mass_message',
    access: 'advisor',
    summary: 'Send Test Email To Myself: the mass email, filled with the sender’s own details, to the sender only',
    input: a.TestMassMessageInput,
    output: Message,
  },
  sendMassMessage: {
    aws: ['table', 'queue'],
    method: 'POST',
    path: '/advisors/send_mass_message',
    access: 'advisor',
    summary: 'Queue a mass email to clients; each gets one email with their own placeholders filled',
    input: a.MassMessageInput,
    output: a.MassMessageQueued,
  },
  getMassMessage: {
    aws: ['table'],
    method: 'GET',
    path: '/advisors/mass_messages/{id}',
    access: 'advisor',
    summary: 'A mass email’s progress: sent, failed and why',
    input: a.MassMessageQuery,
    output: a.MassMessageStatus,
  },
  updateOutOfOffice: {
    aws: ['table'],
    method: 'PATCH',
    path: '/out_of_office/{userId}',
    access: 'advisor',
    summary: 'Set or clear a firm user’s out-of-office period and message (their own; partners and admins anyone’s)',
    input: a.OutOfOfficeInput,
    output: a.OutOfOfficeResult,
  },
});
