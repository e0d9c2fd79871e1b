/**
 * Staff actions over many clients (FA §2.5, §5.4, §7.3): bulk assignment of the assigned firm user and sending
 * clients their sign-in information. Up to `maxBulkUsers` ids per request; above `bulkInlineLimit` the work runs in
 * a queued job whose progress GET /advisors/bulk_tasks/{id} answers.
 */
import * as z from 'zod';
import { maxBulkUsers, userOwnText } from '../users';
import { Id } from './common';
import { RequiredAdvisorId } from './users-write';

const t = userOwnText;

const UserIds = z
  .array(Id, { error: t.selectUsers })
  .min(1, t.selectUsers)
  .max(maxBulkUsers, t.tooManyIds(maxBulkUsers))
  .transform((ids) => [...new Set(ids)]);

/** POST /advisors/update_assignments (FA §7.3). */
export const UpdateAssignmentsInput = z.object({ advisor_id: RequiredAdvisorId, ids: UserIds });
/** FA §7.3 "Assign advisor to clients": payload advisorId and clientIds (path not shown in the spec). */
export const AssignAdvisorInput = z.object({ advisorId: RequiredAdvisorId, clientIds: UserIds });

export const AssignmentsResult = z.object({
  message: z.string(),
  /** Clients whose assigned firm user changed (or will, when queued). */
  updated: z.number().int(),
  /** The queued job doing it, when the request named more than `bulkInlineLimit` clients. */
  task_id: z.string().nullable(),
});

/** POST /advisors/send_client_login_info (FA §7.3). */
export const AdvisorLoginInfoInput = z.object({ user_ids: UserIds });
/** POST /users/send_client_login_info (QD §7 spells it userIds). */
export const UserLoginInfoInput = z.object({ userIds: UserIds });

export const LoginInfoResult = z.object({
  message: z.string(),
  /** Active clients with a real email: each gets a sign-in link (or will, when queued). */
  sent: z.number().int(),
  /** Inactive clients and those with a temporary email or none: nothing is sent to them. */
  skipped: z.number().int(),
  task_id: z.string().nullable(),
});

export const BulkTaskQuery = z.object({ id: Id });
export const BulkTaskView = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(['queued', 'running', 'done']),
  total: z.number().int(),
  done: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
