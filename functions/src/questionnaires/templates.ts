/**
 * A firm's templates (QD §7 questionnaire_templates; FA §3.9): the firm templates the product ships (code, the same
 * for every firm) and the firm's own items, an item under a shipped template's id being the firm's edit of it (or,
 * hidden, its removal). So a new firm can send the shipped templates the day it starts, and nothing is copied per firm.
 */
import { firmTemplates } from '@ledgerline/shared/firm-templates/catalogue';
import type { ContentSection } from '@ledgerline/shared/schemas/questionnaire-content';
import { allQuestions } from '@ledgerline/shared/schemas/questionnaire-content';
import type { TemplateDetail, TemplateSummary } from '@ledgerline/shared/schemas/questionnaires-staff';
import { getFirmTemplate, listFirmTemplates, type QuestionnaireTemplateItem } from './store';

const shipped = new Map(firmTemplates.map((t) => [t.id, t]));

export const isShippedTemplate = (id: string) => shipped.has(id);

export function questionsCount(sections: readonly ContentSection[]): number {
  let n = 0;
  for (const _ of allQuestions(sections)) n++;
  return n;
}

function summary(t: Omit<TemplateDetail, 'questions_count'>): TemplateSummary {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    entity_kind: t.entity_kind,
    questions_count: questionsCount(t.sections),
    sections: t.sections.map((s) => ({ id: s.id, name: s.name, section_type: s.section_type })),
    builtin: t.builtin,
    updated_at: t.updated_at,
  };
}

function fromItem(item: QuestionnaireTemplateItem): TemplateDetail {
  const sections = ((item.content as { sections?: ContentSection[] })?.sections ?? []) as ContentSection[];
  return {
    id: item.templateId,
    name: item.name,
    description: item.description ?? null,
    entity_kind: item.entity_kind ?? null,
    questions_count: questionsCount(sections),
    sections,
    builtin: false,
    updated_at: item.updated_at ?? null,
    version: item.version,
  };
}

function fromShipped(id: string): TemplateDetail | null {
  const t = shipped.get(id);
  if (!t) return null;
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    entity_kind: t.entity_kind,
    questions_count: questionsCount(t.sections),
    sections: t.sections,
    builtin: true,
    updated_at: null,
    version: 0,
  };
}

/** The firm's list, by name: its own templates and the shipped ones it has not removed (its edits in their place). */
export async function firmTemplateList(firmId: string): Promise<TemplateSummary[]> {
  const items = await listFirmTemplates(firmId);
  const own = new Map(items.map((i) => [i.templateId, i]));
  const list: TemplateSummary[] = [];
  for (const t of firmTemplates) {
    const item = own.get(t.id);
    if (item?.hidden) continue;
    list.push(summary(item ? fromItem(item) : fromShipped(t.id)!));
  }
  for (const item of items) if (!shipped.has(item.templateId) && !item.hidden) list.push(summary(fromItem(item)));
  return list.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** One of the firm's templates, or null (another firm's id, a removed one, or none). */
export async function findTemplate(firmId: string, templateId: string): Promise<TemplateDetail | null> {
  const item = await getFirmTemplate(firmId, templateId);
  if (item) return item.hidden ? null : fromItem(item);
  return fromShipped(templateId);
}
