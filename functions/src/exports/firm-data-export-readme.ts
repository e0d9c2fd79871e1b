/** The README.md at the root of a firm-wide data export: what each file holds and how the documents are laid out. */

export function firmDataExportReadme(o: {
  firmName: string;
  startedAt: string;
  startedBy: string;
  counts: Record<string, number>;
}): string {
  const n = (key: string) => o.counts[key] ?? 0;
  return `# ${o.firmName}: firm data export

Started ${o.startedAt} by ${o.startedBy}. Everything the firm had in the portal when each part was written: its
people, entities, conversations and messages, questionnaires and answers, documents, tax returns, signature requests
and activity log. Dates and times are ISO 8601 in UTC. Every record has its own \`id\`; records point at each other by
these ids (\`user_id\`, \`company_id\` / \`entity_id\`, \`conversation_id\`, \`questionnaire_id\`, ...). No passwords,
sign-in codes, tokens or other secrets are included.

## Files

| file | what it holds |
| --- | --- |
| \`README.md\` | this description |
| \`firm.json\` | the firm: \`name\`, \`slug\`, \`time_zone\`, \`preferences\`, \`theme\`, \`firm_vocabs\`, \`integrations\`, and its \`groups\`, \`tags\` (\`kind\`: entity, contact or document) and \`custom_statuses\` |
| \`users.json\` | ${n('users')} people: ${n('staff')} staff (\`is_advisor\` true, with \`firm_access\` and \`firm_group_id\`) and ${n('clients')} clients (with \`assigned_advisor_id\`). Fields: \`id\`, \`uid\`, \`email\`, \`fname\`, \`lname\`, \`phone_number\`, \`time_zone\`, \`preferred_sign_in_method\`, \`enabled_2fa\`, \`active\`, \`deleted\`, \`created_at\`, ... |
| \`entities.json\` | ${n('entities')} entities (companies, households, individuals): \`id\`, \`hash_id\`, \`name\`, \`entity_type\`, \`inactive\`, address and tax fields, \`entity_tags\`, and \`owner_ids\` (the users who own it) |
| \`conversations/<id>.json\` | ${n('conversations')} conversations, one file each: \`conversation\` (\`advisor_ids\`, \`user_ids\`, \`relevant_company_ids\`, \`replaced_by_id\` when it was archived for a new one, \`last_message_at\`) and its \`messages\` (${n('messages')} in all): \`id\`, \`text\`, \`user_id\`, \`user_name\`, \`is_firm_user\`, \`sent_at\`, \`lane\` (\`MSG\` the conversation, \`SCHED\` scheduled and not yet sent, \`THREAD~<message id>\` replies in a thread), \`tag\`, \`deleted_at\`, ... |
| \`questionnaires.json\` | ${n('questionnaires')} questionnaires: \`id\`, \`company_id\`, \`name\`, \`tax_year\`, status fields, \`content\` (sections and questions as sent), and what answering wrote: \`answers\` (\`id\` is the question's id, \`answer\`, \`entries\`), \`notes\`, \`sections\` (each section's state) and \`signatures\` |
| \`documents.json\` | every document: \`id\`, \`entity_id\`, \`entity_name\`, \`path\` (its folder), \`document_name\`, \`content_type\`, \`size\`, \`state\` (active or deleted), \`tags\`, \`tax_year\`, \`questionnaire_id\`, \`description\`, \`created_at\`, \`updated_at\`, and \`file\`: the file's path in this zip (null for a deleted document) |
| \`folders.json\` | ${n('folders')} folders made in the entities' document trees: \`path\`, \`parent\`, \`name\`, \`state\`, \`entity_id\`, \`entity_name\` |
| \`tax_returns.json\` | ${n('tax_returns')} tax returns: \`id\`, \`entity_id\`, \`tax_year\`, \`tax_return_name\`, \`status\`, \`draft_status\`, signatures and payments, and \`file\`: the delivered PDF's path in this zip (null when there is none) |
| \`signature_requests.json\` | ${n('signature_requests')} signature requests: \`id\`, \`entity_id\`, \`document_name\`, \`status\`, \`signers\`, ... |
| \`activity.json\` | ${n('activity')} lines of the activity log, oldest first: \`created_at\`, \`type_id\`, \`action\`, \`title\`, \`description\`, \`actor_user_id\`, \`user_id\`, \`company_id\`, \`ip\` |

## Documents

The ${n('documents')} active documents are under \`documents/\`, one folder per entity (its name; two entities of the
same name are told apart by the second one's hash id), then the document's own folders:
\`documents/<entity name>/<folder path>/<file name>\`. A file whose name is already taken in its folder gets
\` (1)\`, \` (2)\`, ... before its extension; \`documents.json\` gives each document's \`file\` exactly as it is here.
Delivered tax returns are under \`tax_returns/<entity name>/<tax year> - <file name>\`.
`;
}
