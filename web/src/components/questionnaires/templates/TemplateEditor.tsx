/**
 * The template editor (FA §2.2 /templates/new and /templates/{id}; QD §3): name, description, entity kind and the
 * sections with their questions. Save checks the draft first and moves focus to the first field to fix; the server
 * then checks it again and refuses a save over someone else's newer one (409), whose message is shown here with a
 * way to reload.
 */
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Select,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { type FormEvent, useCallback, useMemo, useReducer, useState } from 'react';
import {
  type ContentQuestion,
  type ContentSection,
  questionnaireTemplates,
  type TemplateDetail,
} from '../../../api/questionnaires-staff';
import { useEntityTypes } from '../../../hooks/useEntityTypes';
import { editorText as t } from '../../../texts/templates';
import { toastSuccess } from '../../../toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { childKindOf, contentOf, countQuestions, draftOf, draftReducer, newSection, type QuestionType } from './draft';
import { focusSoon } from './focus';
import { draftProblems, fieldIds, problemsByField } from './problems';
import { SectionEditor } from './SectionEditor';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  details: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  kind: { maxWidth: '320px' },
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  add: { alignSelf: 'flex-start' },
  error: { color: tokens.colorPaletteRedForeground1 },
  // Save stays in reach while a long template scrolls by.
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow8,
  },
});

const noProblems: ReadonlyMap<string, string> = new Map();

interface Confirm {
  title: string;
  body: string;
  label: string;
  run: () => void;
}

export function TemplateEditor({
  template,
  onSaved,
  onCancel,
  onReload,
}: {
  /** The template to edit; null for a new one. */
  template: TemplateDetail | null;
  onSaved: () => void;
  onCancel: () => void;
  /** Fetch the stored template again, after someone else saved it. */
  onReload: () => void;
}) {
  const s = useStyles();
  const [draft, dispatch] = useReducer(draftReducer, template, (tpl) => draftOf(tpl, t.newSection));
  const [showProblems, setShowProblems] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ status: number; message: string } | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const entityTypes = useEntityTypes();
  const problems = useMemo(() => (showProblems ? draftProblems(draft) : []), [draft, showProblems]);
  const byField = useMemo(() => (problems.length ? problemsByField(problems) : noProblems), [problems]);
  const kinds =
    draft.entity_kind && !entityTypes.includes(draft.entity_kind) ? [draft.entity_kind, ...entityTypes] : entityTypes;

  // Stable, so the memoised section and question editors re-render only when their own content changes.
  const changeType = useCallback((q: ContentQuestion, type: QuestionType) => {
    const kind = childKindOf(q.question_type);
    if (q.questions.length === 0 || childKindOf(type) === kind) {
      dispatch({ type: 'setQuestionType', id: q.id, questionType: type });
      return;
    }
    setConfirm({
      title: t.changeTypeTitle,
      body: t.changeTypeBody(q.questions.length, kind === 'columns' ? 'columns' : 'follow-ups'),
      label: t.changeTypeConfirm,
      run: () => {
        dispatch({ type: 'setQuestionType', id: q.id, questionType: type });
        focusSoon(fieldIds.questionType(q.id));
      },
    });
  }, []);

  const deleteQuestion = useCallback((q: ContentQuestion, focusAfter: string) => {
    const run = () => {
      dispatch({ type: 'removeQuestion', id: q.id });
      focusSoon(focusAfter);
    };
    if (q.questions.length === 0) {
      run();
      return;
    }
    setConfirm({
      title: t.deleteQuestionTitle,
      body: t.deleteQuestionBody(q.text.trim().slice(0, 80), countQuestions(q.questions)),
      label: t.deleteConfirm,
      run,
    });
  }, []);

  const deleteSection = useCallback((section: ContentSection) => {
    setConfirm({
      title: t.deleteSectionTitle,
      body: t.deleteSectionBody(section.name, countQuestions(section.questionnaire_questions)),
      label: t.deleteConfirm,
      run: () => {
        dispatch({ type: 'removeSection', id: section.id });
        focusSoon(fieldIds.addSection);
      },
    });
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const found = draftProblems(draft);
    setShowProblems(true);
    if (found.length > 0) {
      focusSoon(found[0].field);
      return;
    }
    setSaving(true);
    setFailure(null);
    const res = await questionnaireTemplates.save({
      ...(template ? { template_id: template.id, version: template.version } : {}),
      name: draft.name.trim(),
      description: draft.description.trim(),
      entity_kind: draft.entity_kind,
      sections: contentOf(draft.sections),
    });
    setSaving(false);
    if (res?.ok) {
      toastSuccess(t.saved);
      onSaved();
      return;
    }
    // The client has already toasted the server's message; it stays here too, beside what it is about.
    if (res) setFailure({ status: res.status, message: res.error ?? '' });
  };

  const nameProblem = byField.get(fieldIds.name);
  const addSectionProblem = byField.get(fieldIds.addSection);
  return (
    <form className={s.form} noValidate onSubmit={(e) => void submit(e)}>
      <div className={s.details}>
        <Field label={t.name} required validationState={nameProblem ? 'error' : 'none'} validationMessage={nameProblem}>
          <Input
            id={fieldIds.name}
            value={draft.name}
            maxLength={200}
            onChange={(_, d) => dispatch({ type: 'setField', field: 'name', value: d.value })}
          />
        </Field>
        <Field label={t.description}>
          <Textarea
            value={draft.description}
            rows={2}
            resize="vertical"
            maxLength={2000}
            onChange={(_, d) => dispatch({ type: 'setField', field: 'description', value: d.value })}
          />
        </Field>
        <Field className={s.kind} label={t.entityKind}>
          <Select
            value={draft.entity_kind}
            onChange={(_, d) => dispatch({ type: 'setField', field: 'entity_kind', value: d.value })}
          >
            <option value="">{t.anyEntityKind}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={s.sections}>
        {draft.sections.map((section, i) => (
          <SectionEditor
            key={section.id}
            section={section}
            index={i}
            count={draft.sections.length}
            dispatch={dispatch}
            problems={byField}
            onChangeType={changeType}
            onDeleteQuestion={deleteQuestion}
            onDeleteSection={deleteSection}
          />
        ))}
        <Button
          id={fieldIds.addSection}
          className={s.add}
          icon={<AddRegular />}
          aria-describedby={addSectionProblem ? `${fieldIds.addSection}-problem` : undefined}
          onClick={() => {
            const section = newSection(t.newSection);
            dispatch({ type: 'addSection', section });
            focusSoon(fieldIds.sectionName(section.id));
          }}
        >
          {t.addSection}
        </Button>
        {addSectionProblem && (
          <Text id={`${fieldIds.addSection}-problem`} className={s.error}>
            {addSectionProblem}
          </Text>
        )}
      </div>
      {failure && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{failure.message}</MessageBarBody>
          {failure.status === 409 && (
            <MessageBarActions>
              <Button onClick={onReload}>{t.reload}</Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
      <div className={s.bar}>
        <Button appearance="primary" type="submit" disabledFocusable={saving}>
          {saving ? t.saving : t.save}
        </Button>
        <Button onClick={onCancel}>{t.cancel}</Button>
        {problems.length > 0 && (
          <Text className={s.error} role="status">
            {t.fixProblems(problems.length)}
          </Text>
        )}
      </div>
      {confirm && (
        <ConfirmDialog
          title={confirm.title}
          confirmLabel={confirm.label}
          onConfirm={() => {
            setConfirm(null);
            confirm.run();
          }}
          onClose={() => setConfirm(null)}
        >
          {confirm.body}
        </ConfirmDialog>
      )}
    </form>
  );
}
