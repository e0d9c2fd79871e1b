/**
 * What a firm preference flag (FA §3.4) refuses when it is in the state that turns its feature off, in the words the
 * API answers with (403) and the screens show. The spec names the flags without wording their refusals: these are
 * ours, in the style of 'Messaging is turned off for this firm.'. Pure: the web and the API both import it.
 */
export const firmFlagText = {
  /** all_activities_enabled off: the firm-wide activity log (an entity's or a questionnaire's own log stays). */
  allActivitiesOff: 'The firm-wide activity log is not enabled for this firm',
  /** hide_documents_view_from_clients on: a client's Documents (uploads a questionnaire asks for still work). */
  documentsHiddenFromClients: 'Documents are not available to clients of this firm',
  /** external_entity_id_allowed off: setting or changing an entity's external id. */
  externalEntityIdOff: 'External entity ids are not enabled for this firm',
} as const;
