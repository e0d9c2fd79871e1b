import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * One send of a questionnaire to many entities, done by queued jobs (QD §4 Send backlog polling): what was asked
 * (the send's settings), how many questionnaires it will make and how many are made. `processed` moves in the same
 * transaction that creates each questionnaire, so it is exact however often a job is delivered. While it runs it is
 * on the firm's "sends in progress" key (gsi1, sparse): the backlog count is the sum over that key, a few items.
 */
export const QuestionnaireSend = new LazyEntity(
  {
    model: { entity: 'questionnaire_send', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      sendId: { type: 'string', required: true },
      created_by: { type: 'string', required: true },
      /** queued (targets not yet resolved), running, done, cancelled (clear queued sends). */
      status: { type: ['queued', 'running', 'done', 'cancelled'] as const, required: true, default: 'queued' },
      /** The send's settings (functions/src/questionnaires/send-settings.ts). */
      settings: { type: 'any', required: true },
      company_ids: { type: 'list', items: { type: 'string' } },
      company_types: { type: 'list', items: { type: 'string' } },
      total: { type: 'number', default: 0 },
      processed: { type: 'number', default: 0 },
      /** The scheduled occurrence it is, when a scheduler made it. */
      scheduler_id: { type: 'string' },
      occurrence: { type: 'string' },
      last_progress_at: { type: 'string' },
      /** The last batch queued: a send's batches run one after another (send-jobs.ts). */
      queued_batch: { type: 'number' },
      /**
       * When the send started, while it is still to finish; '' once done or cancelled. It is the in-progress key's
       * sort key: ElectroDB rewrites (or, when '', removes) that index's keys only when a write names it.
       */
      in_progress_since: { type: 'string', default: '' },
      finished_at: { type: 'string' },
      /** Gone three months after it was made: the questionnaires it made stay. */
      ttl: { type: 'number' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'sendId'],
          template: 'FIRM#${firmId}#QSEND#${sendId}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: [], template: 'SEND', casing: 'none' },
      },
      inProgress: {
        index: 'gsi1',
        // Sparse: only a send still to finish is on the firm's key.
        condition: (a) => Boolean(a.in_progress_since),
        pk: { field: 'gsi1pk', composite: ['firmId'], template: 'FIRM#${firmId}#QSENDS', casing: 'none' },
        sk: {
          field: 'gsi1sk',
          composite: ['in_progress_since', 'sendId'],
          template: '${in_progress_since}#${sendId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
export type QuestionnaireSendItem = EntityItem<typeof QuestionnaireSend>;

/**
 * A recurring or future send (QD §3 frequency, first_scheduled_date, days_until_due): its settings and targets, and
 * when it next fires (a due item the sweeper enqueues). Listed by the firm (active or not) and by who made it:
 * `template_schedulers` show_active and show_mine are each a key.
 */
export const TemplateScheduler = new LazyEntity(
  {
    model: { entity: 'template_scheduler', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      schedulerId: { type: 'string', required: true },
      created_by: { type: 'string', required: true },
      /** 'active' while it has occurrences to come, else 'ended'. */
      state: { type: ['active', 'ended'] as const, required: true, default: 'active' },
      frequency: { type: 'string', required: true },
      /** YYYY-MM-DD */
      first_scheduled_date: { type: 'string', required: true },
      next_scheduled_date: { type: 'string' },
      last_sent_date: { type: 'string' },
      days_until_due: { type: 'number', required: true },
      questionnaire_template_id: { type: 'string', required: true },
      template_name: { type: 'string' },
      settings: { type: 'any', required: true },
      company_ids: { type: 'list', items: { type: 'string' } },
      company_types: { type: 'list', items: { type: 'string' } },
      sends_count: { type: 'number', default: 0 },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}#TSCHED', casing: 'none' },
        sk: { field: 'sk', composite: ['schedulerId'], template: 'TSCHED#${schedulerId}', casing: 'none' },
      },
      byState: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['firmId', 'state'],
          template: 'FIRM#${firmId}#TSCHED#${state}',
          casing: 'none',
        },
        sk: { field: 'gsi1sk', composite: ['schedulerId'], template: '${schedulerId}', casing: 'none' },
      },
      byCreatorState: {
        index: 'gsi2',
        pk: {
          field: 'gsi2pk',
          composite: ['firmId', 'created_by', 'state'],
          template: 'FIRM#${firmId}#TSCHED#${created_by}#${state}',
          casing: 'none',
        },
        sk: { field: 'gsi2sk', composite: ['schedulerId'], template: '${schedulerId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
export type TemplateSchedulerItem = EntityItem<typeof TemplateScheduler>;
