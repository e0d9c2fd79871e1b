import * as z from 'zod';
import { Id } from './common';
import { massEmailText, maxMassEmailBody, maxMassEmailRecipients, maxMassEmailSubject } from '../mass-email';
import { maxOutOfOfficeMessage, outOfOfficeText } from '../out-of-office';

const Subject = z
  .string({ error: massEmailText.subjectRequired })
  .trim()
  .min(1, massEmailText.subjectRequired)
  .max(maxMassEmailSubject, `The subject can have at most ${maxMassEmailSubject} characters`);
const Body = z
  .string({ error: massEmailText.messageRequired })
  .refine((b) => b.trim().length > 0, massEmailText.messageRequired)
  .refine(
    (b) => b.length <= maxMassEmailBody,
    `The message can have at most ${maxMassEmailBody.toLocaleString('en-US')} characters`,
  );

/** MD §5: Subject and Message are both required for a test send. */
export const TestMassMessageInput = z.object({ subject: Subject, body: Body });
export type TestMassMessageInput = z.infer<typeof TestMassMessageInput>;

/** MD §5: ... and at least one user for a real send. */
export const MassMessageInput = TestMassMessageInput.extend({
  client_ids: z
    .array(Id, { error: massEmailText.usersRequired })
    .min(1, massEmailText.usersRequired)
    .max(maxMassEmailRecipients, massEmailText.tooManyUsers)
    .transform((ids) => [...new Set(ids)]),
});
export type MassMessageInput = z.infer<typeof MassMessageInput>;

export const MassMessageQueued = z.object({
  message: z.string(),
  mass_email_id: z.string(),
  recipients: z.number().int(),
});

export const MassMessageFailure = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  reason: z.string(),
});
export const MassMessageStatus = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sending', 'sent']),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  failures: z.array(MassMessageFailure),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export const MassMessageQuery = z.object({ id: Id });

const Instant = z.iso.datetime({ offset: true, error: 'Invalid date' });

/** PATCH /out_of_office/{userId}: turn it on with a message and an optional period, or off. */
export const OutOfOfficeInput = z
  .object({
    userId: Id,
    /** Required; checked after the user is found, so another firm's id answers 404 whatever the body. */
    out_of_office: z.boolean({ error: outOfOfficeText.onOrOff }).optional(),
    out_of_office_message: z
      .string()
      .trim()
      .max(maxOutOfOfficeMessage, `The message can have at most ${maxOutOfOfficeMessage} characters`)
      .nullish(),
    out_of_office_start: Instant.nullish(),
    out_of_office_end: Instant.nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.out_of_office) return;
    if (!v.out_of_office_message)
      ctx.addIssue({ code: 'custom', path: ['out_of_office_message'], message: outOfOfficeText.messageRequired });
    if (
      v.out_of_office_start &&
      v.out_of_office_end &&
      Date.parse(v.out_of_office_end) <= Date.parse(v.out_of_office_start)
    ) {
      ctx.addIssue({ code: 'custom', path: ['out_of_office_end'], message: outOfOfficeText.endBeforeStart });
    }
    if (v.out_of_office_end && Date.parse(v.out_of_office_end) <= Date.now())
      ctx.addIssue({ code: 'custom', path: ['out_of_office_end'], message: outOfOfficeText.endInPast });
  });
export type OutOfOfficeInput = z.infer<typeof OutOfOfficeInput>;

export const OutOfOfficeView = z.object({
  out_of_office: z.boolean(),
  out_of_office_message: z.string().nullable(),
  out_of_office_start: z.string().nullable(),
  out_of_office_end: z.string().nullable(),
  /** Whether the period covers now. */
  away_now: z.boolean(),
});
export const OutOfOfficeResult = z.object({ message: z.string(), user_id: z.string(), out_of_office: OutOfOfficeView });
