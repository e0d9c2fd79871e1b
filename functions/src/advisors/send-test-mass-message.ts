import { advisorRoutes } from '@ledgerline/shared/routes/advisors';
import { handle } from '../platform/handle';
import { massEmailText, placeholderValues } from '@ledgerline/shared/mass-email';
import { NotFound } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { sendFirmMail } from '../platform/firm-mail';
import { getFirm } from './store';
import { batchGetUsers } from '../platform/user-batch';
import { renderMassEmail } from './mass-email-render';
import { fullName } from '@ledgerline/shared/person-name';
import { assertMaySend } from './mass-email';

/** 'Send Test Email To Myself': the sender stands in for the client (and for the assigned firm user). */
export const sendTestMassMessage = handle(advisorRoutes.sendTestMassMessage, async (ctx) => {
  const { caller } = ctx;
  await assertMaySend(caller);
  const [me, firm] = await Promise.all([
    batchGetUsers(caller.firmId, [caller.userId]).then((m) => m.get(caller.userId)),
    getFirm(caller.firmId),
  ]);
  if (!me) throw new NotFound('user');
  const mail = renderMassEmail(
    { name: firm?.name ?? '', primary: (firm?.theme as { primary?: unknown })?.primary },
    ctx.input.subject,
    ctx.input.body,
    placeholderValues(me, fullName(me)),
  );
  await sendFirmMail(firm ?? null, {
    to: me.email,
    subject: `[Test] ${mail.subject}`,
    text: mail.text,
    bodyHtml: mail.bodyHtml,
  });
  await recordActivity({
    firmId: caller.firmId,
    action: 'mass_email_test_sent',
    title: 'Test mass email sent',
    description: ctx.input.subject,
    actorUserId: caller.userId,
    userId: caller.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: massEmailText.testSent };
});
