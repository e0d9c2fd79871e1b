import { declareRoutes } from '../route';
import { Message } from '../schemas/sessions';
import * as a from '../schemas/advisors';
import * as c from '../schemas/advisors-clients';
import * as p from '../schemas/profile';

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
  updateAssignments: {
    aws: ['table', 'realtime', 'queue'],
    method: 'POST',
    path: '/advisors/update_assignments',
    access: 'full',
    summary:
      'Set the assigned firm user of many clients (FA §5.4; partner and full users): their conversations follow; over 10 clients a queued job',
    input: c.UpdateAssignmentsInput,
    output: c.AssignmentsResult,
  },
  assignAdvisorToClients: {
    aws: ['table', 'realtime', 'queue'],
    method: 'POST',
    path: '/advisors/assign_advisor_to_clients',
    access: 'full',
    summary:
      'FA §7.3 "Assign advisor to clients" (path not shown in the spec): as update_assignments, answering Success!',
    input: c.AssignAdvisorInput,
    output: c.AssignmentsResult,
  },
  sendClientLoginInfo: {
    aws: ['table', 'mail', 'queue'],
    method: 'POST',
    path: '/advisors/send_client_login_info',
    access: 'advisor',
    summary:
      'Email each active client with a real email a sign-in link and reset their password; over 10 clients a queued job',
    input: c.AdvisorLoginInfoInput,
    output: c.LoginInfoResult,
  },
  sendClientLoginInfoForUsers: {
    aws: ['table', 'mail', 'queue'],
    method: 'POST',
    path: '/users/send_client_login_info',
    access: 'advisor',
    summary: 'The same as POST /advisors/send_client_login_info, as QD §7 names it (userIds)',
    input: c.UserLoginInfoInput,
    output: c.LoginInfoResult,
  },
  getBulkTask: {
    aws: ['table'],
    method: 'GET',
    path: '/advisors/bulk_tasks/{id}',
    access: 'advisor',
    readsOnly: true,
    summary: 'The progress of a queued bulk job (assignments, login info, a client’s deactivation effects)',
    input: c.BulkTaskQuery,
    output: c.BulkTaskView,
  },
  // FA §2.2 Profile Settings, §7.3.
  updateAdvisor: {
    aws: ['table'],
    method: 'PATCH',
    path: '/advisors/{id}',
    access: 'advisor',
    summary:
      'A firm user’s profile (names, phones, time zone, notification preference): their own; partners and admins other staff (a partner only by a partner)',
    input: p.AdvisorProfileInput,
    output: p.ProfileSaved,
  },
});
