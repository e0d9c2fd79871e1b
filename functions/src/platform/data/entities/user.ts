import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/** A person who signs in: firm staff (is_advisor) or a client. */
export const User = new LazyEntity(
  {
    model: { entity: 'user', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      /** The public id used by the sign-in screens before the firm is known. */
      uid: { type: 'string', required: true },
      email: { type: 'string', required: true },
      fname: { type: 'string', default: '' },
      lname: { type: 'string', default: '' },
      preferred_name: { type: 'string' },
      phone_number: { type: 'string' },
      work_email: { type: 'string' },
      work_phone_number: { type: 'string' },
      work_phone_extension: { type: 'string' },
      external_user_id: { type: 'string' },
      tax_return_name: { type: 'string' },
      /** The email is one the server made up (FA §5.1: no email given): the person cannot sign in with it. */
      has_temp_email: { type: 'boolean', default: false },
      /** A test account (for_testing): its email cannot be removed (FA §5.2). */
      for_testing: { type: 'boolean', default: false },
      /** Contact tag ids (FirmTag kind 'contact'), at most `maxTagsPerItem`. */
      contact_tags: { type: 'list', items: { type: 'string' } },
      /** Overview setting (POST /users/update_overview_setting). */
      last_activity_should_include_all_activity: { type: 'boolean' },
      /** The Guide's steps this person has done (FA §2.2 /admin-guide; POST /users/update_guide_progress). */
      guide_completed_steps: { type: 'set', items: 'string' },
      time_zone: { type: 'string', default: 'Pacific Time (US & Canada)' },
      /** How a client hears about new messages when not signed in. */
      preferred_contact_method: { type: ['email', 'sms', 'email_and_sms'] as const, default: 'email' },
      is_advisor: { type: 'boolean', default: false },
      firm_access: { type: ['partner', 'admin', 'full', 'group'] as const },
      /**
       * The firm group (FA §6). Stored as '' when there is none, since it is a key of the group index below and
       * ElectroDB wants every composite of a conditional index on each write that names one; read back as absent.
       */
      firm_group_id: { type: 'string', default: '', get: (v?: string) => v || undefined },
      assigned_advisor_id: { type: 'string' },
      readonly_access: { type: 'boolean', default: false },
      /** Active flag: false means deactivated. */
      paying: { type: 'boolean', default: true },
      enabled_2fa: { type: 'boolean', default: false },
      set_password_required: { type: 'boolean', default: false },
      preferred_sign_in_method: { type: ['password', 'email', 'sms', 'link'] as const, default: 'link' },
      password_hash: { type: 'string' },
      default_company_id: { type: 'string' },
      /** Out of office (MD §3): the period and message; a new period id each time it is turned on. */
      out_of_office: { type: 'boolean', default: false },
      out_of_office_message: { type: 'string' },
      out_of_office_start: { type: 'string' },
      out_of_office_end: { type: 'string' },
      out_of_office_period: { type: 'string' },
      deleted_at: { type: 'string' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: ['userId'], template: 'USER#${userId}' },
      },
      byUid: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['uid'], template: 'UID#${uid}' },
        sk: { field: 'gsi1sk', composite: [], template: 'USER' },
      },
      /**
       * A firm group's people, clients and staff apart (sparse: only people in a group), so a group's clients are
       * one query. A write that changes firm_group_id or is_advisor names both (ElectroDB refuses it otherwise) and so
       * rewrites the keys.
       */
      byFirmGroup: {
        index: 'gsi2',
        condition: (attr) => Boolean(attr.firm_group_id),
        pk: {
          field: 'gsi2pk',
          composite: ['firmId', 'firm_group_id', 'is_advisor'],
          template: 'FIRM#${firmId}#GROUP#${firm_group_id}#ADVISOR#${is_advisor}',
          casing: 'none',
        },
        sk: { field: 'gsi2sk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type UserItem = EntityItem<typeof User>;
