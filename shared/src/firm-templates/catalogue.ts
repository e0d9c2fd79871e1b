/**
 * The questionnaire templates every firm can send the day it starts (FA §3.9): one per entity kind, built once when
 * the module loads. The 1040 organizer comes first because it is the one most firms send.
 */
import { type BuiltTemplate, buildTemplate, type TemplateDef } from './build';
import { incomeExpenses } from './income-expenses';
import { individual1040 } from './individual-1040';
import { partnership } from './partnership';
import { sCorporation } from './s-corporation';
import { scheduleC } from './schedule-c';
import { scheduleCCanada } from './schedule-c-canada';
import { scheduleE } from './schedule-e';
import { scheduleF } from './schedule-f';

export const firmTemplateDefinitions: readonly TemplateDef[] = [
  individual1040,
  scheduleC,
  scheduleCCanada,
  scheduleF,
  scheduleE,
  sCorporation,
  partnership,
  incomeExpenses,
];

/**
 * Frozen because every firm (and, in a warm Lambda, every request) shares these objects: a handler that wrote an
 * answer into one would otherwise show it to the next firm. A questionnaire copies the content when it is sent.
 */
export const firmTemplates: readonly BuiltTemplate[] = deepFreeze(firmTemplateDefinitions.map(buildTemplate));

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
