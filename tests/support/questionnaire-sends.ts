/** Questionnaire sends the queue tests start, and the dates they are due. */
import { expect } from 'vitest';
import { api } from './api';

/** The date `n` days from now (YYYY-MM-DD), as a send's due date is given. */
export const inDays = (n: number) => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10);

/** Sends the built-in income and expenses organizer (2025, due in 14 days) to every entity of a type: a queued send. */
export async function sendToEntityType(token: string, entityType: string) {
  const sent = await api('/questionnaires/send_questionnaires', {
    token,
    body: {
      questionnaire_template_id: 'builtin-income-expenses',
      tax_year: 2025,
      company_types: [entityType],
      due_date: inDays(14),
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect(sent.body.queued).toBe(true);
  return sent;
}
