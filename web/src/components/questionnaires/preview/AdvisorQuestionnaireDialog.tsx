import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DocumentItem } from '../../../api/documents';
import type { QuestionnaireDetail } from '../../../api/questionnaires-staff';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { useFirmCustomStatuses } from '../../../hooks/useQuestionnaires';
import { previewLabels as l, previewSpec as t } from '../../../texts/questionnaire-preview';
import { Loading } from '../../Loading';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { exportTargetOf } from '../../exports/export-rules';
import { ExportQuestionnairesDialog } from '../../exports/ExportQuestionnairesDialog';
import { BulkUploadProcessor } from '../../extracted/BulkUploadProcessor';
import { ActivitiesTab } from './ActivitiesTab';
import { AdditionalItemsDialog } from './AdditionalItemsDialog';
import { DocumentsTab, UnattachedTab } from './DocumentsTab';
import { EditDueDateDialog } from './EditDueDateDialog';
import { HeaderActions } from './HeaderActions';
import { NotifyDialog } from './NotifyDialog';
import { OtherEntitiesStatuses } from './OtherEntitiesStatuses';
import { OverviewPanel, type OverviewOpen } from './OverviewPanel';
import { previewCalls } from './preview-calls';
import { SectionsTab, type DeleteTarget } from './SectionsTab';
import { useOpener } from './useOpener';
import { useKeptQuestionnaire } from './useKeptQuestionnaire';
import { useQuestionnaireActions } from './useQuestionnaireActions';
import { useRefreshPreviewLists } from './usePreviewLists';

const useStyles = makeStyles({
  surface: {
    width: 'min(1100px, calc(100vw - 32px))',
    maxWidth: 'none',
    boxSizing: 'border-box',
    // QD §2 'a large dialog': full screen on a phone.
    '@media (max-width: 640px)': {
      width: '100vw',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: 0,
      padding: tokens.spacingHorizontalM,
    },
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxHeight: 'calc(100dvh - 96px)',
    '@media (max-width: 640px)': { maxHeight: '100%', height: '100%' },
  },
  header: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, overflowY: 'auto', flexGrow: 1 },
  panel: { paddingTop: tokens.spacingVerticalS },
});

type Tabs = keyof typeof t.tabs;
const tabs = Object.keys(t.tabs) as Tabs[];
type Sub = 'lock' | 'items' | OverviewOpen | 'notify' | 'question' | 'export';

/**
 * QD §2 Advisor questionnaire preview dialog: one questionnaire of an entity, titled with its name, entity and tax
 * year; the header buttons; its state and the changes of QD §4 (lock, completion, submission, reminders, track
 * changes, due date, deposit, custom status with the Notify dialog); tabs Sections (delete a question), Documents,
 * Activities and Unattached. Each change reloads every questionnaire list (useRefreshQuestionnaires).
 */
export function AdvisorQuestionnaireDialog({
  companyId,
  questionnaireId,
  open,
  onClose,
}: {
  companyId: string;
  questionnaireId: string;
  open: boolean;
  onClose: () => void;
}) {
  const s = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        {open && <Contents companyId={companyId} questionnaireId={questionnaireId} onClose={onClose} />}
      </DialogSurface>
    </Dialog>
  );
}

function Contents({
  companyId,
  questionnaireId,
  onClose,
}: {
  companyId: string;
  questionnaireId: string;
  onClose: () => void;
}) {
  const s = useStyles();
  const { q, error, retry } = useKeptQuestionnaire(companyId, questionnaireId);
  const close = <Button appearance="subtle" icon={<DismissRegular />} aria-label={l.close} onClick={onClose} />;
  if (!q)
    return (
      <DialogBody className={s.body}>
        <div className={s.header}>
          <DialogTitle className={s.title}>{error ? l.loadFailed : l.loading}</DialogTitle>
          {close}
        </div>
        {error ? (
          <div>
            <Button onClick={retry}>{l.retry}</Button>
          </div>
        ) : (
          <Loading label={l.loading} />
        )}
      </DialogBody>
    );
  return <Loaded q={q} onClose={onClose} />;
}

function Loaded({ q, onClose }: { q: QuestionnaireDetail; onClose: () => void }) {
  const s = useStyles();
  const navigate = useNavigate();
  const baseId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { remember, giveBack } = useOpener(closeRef);
  const { data: me } = useCurrentUser();
  const statuses = useFirmCustomStatuses(me?.firm.id ?? null);
  const actions = useQuestionnaireActions(q);
  const [tab, setTab] = useState<Tabs>('sections');
  const [sub, setSub] = useState<Sub | null>(null);
  // Each opening mounts the sub-dialog afresh (its fields start from their defaults).
  const [opening, setOpening] = useState(0);
  const [question, setQuestion] = useState<DeleteTarget | null>(null);
  const [notice, setNotice] = useState({ subject: '', message: '' });
  const refreshTabs = useRefreshPreviewLists();
  const [exportChecking, setExportChecking] = useState(false);
  const [recentUploads, setRecentUploads] = useState<DocumentItem[]>([]);
  // The loading view and its Close button were replaced by this one: focus comes into the dialog again, so Escape
  // and Tab work at once rather than from <body>.
  useEffect(() => {
    const active = document.activeElement;
    const dialog = closeRef.current?.closest('[role="dialog"]');
    if (!active || active === document.body || !dialog?.contains(active)) closeRef.current?.focus();
  }, []);

  const openSub = (what: Sub, opener: HTMLElement | null) => {
    remember(opener);
    setOpening((n) => n + 1);
    setSub(what);
  };
  const closeSub = () => {
    setSub(null);
    giveBack();
  };
  /** A confirmation answered: closed at once, focus given back once the call has answered (its button re-enabled). */
  const confirmed = async (work: () => Promise<unknown>) => {
    setSub(null);
    await work();
    giveBack();
  };

  /**
   * QD §2, §8: Export offers the entity's recent uploads outside any questionnaire first. A failed lookup, none, or
   * a locked questionnaire (which takes no attachments) opens the export dialog directly.
   */
  async function startExport(opener: HTMLElement) {
    if (exportChecking) return;
    setExportChecking(true);
    const res = q.locked ? undefined : await previewCalls.unattached(q.company_id);
    setExportChecking(false);
    setRecentUploads(res?.ok ? res.data.documents.filter((d) => d.type === 'file' && !d.deleted_at) : []);
    openSub('export', opener);
  }

  async function changeCustomStatus(id: string) {
    const select = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!(await actions.setCustomStatus(id)) || !id) return;
    const status = statuses.data?.get(id);
    setNotice({
      subject: l.notifySubject(q.formatted_name, q.tax_year),
      message: status ? l.notifyMessage(status.client_display_status, status.client_instruction) : '',
    });
    openSub('notify', select);
  }

  const hash = q.company_details.hash_id;
  return (
    <DialogBody className={s.body}>
      <div className={s.header}>
        <DialogTitle className={s.title}>{l.title(q.formatted_name, q.company_details.name, q.tax_year)}</DialogTitle>
        <Button ref={closeRef} appearance="subtle" icon={<DismissRegular />} aria-label={l.close} onClick={onClose} />
      </div>
      <HeaderActions
        q={q}
        actions={actions}
        onPreview={() => {
          onClose();
          navigate(`/preview/${encodeURIComponent(q.company_id)}/questionnaire/${encodeURIComponent(q.id)}`);
        }}
        onLock={(el) => openSub('lock', el)}
        onRequestItems={(el) => openSub('items', el)}
        onExport={(el) => void startExport(el)}
        exportChecking={exportChecking}
      />
      <DialogContent className={s.content}>
        <OverviewPanel
          q={q}
          actions={actions}
          customStatuses={[...(statuses.data?.values() ?? [])]}
          onOpen={(what, el) => openSub(what, el)}
          onCustomStatus={(id) => void changeCustomStatus(id)}
        />
        <OtherEntitiesStatuses q={q} onOpen={onClose} />
        <BulkUploadProcessor q={q} />
        <div>
          <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as Tabs)}>
            {tabs.map((value) => (
              <Tab key={value} value={value} id={`${baseId}-${value}`} aria-controls={`${baseId}-panel`}>
                {t.tabs[value]}
              </Tab>
            ))}
          </TabList>
          <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${tab}`} className={s.panel}>
            {tab === 'sections' && (
              <SectionsTab
                sections={q.sections}
                locked={q.locked}
                onDelete={(target, el) => {
                  setQuestion(target);
                  openSub('question', el);
                }}
              />
            )}
            {tab === 'documents' && (
              <DocumentsTab companyId={q.company_id} hash={hash} taxYear={q.tax_year} questionnaireId={q.id} />
            )}
            {tab === 'activities' && <ActivitiesTab questionnaireId={q.id} />}
            {tab === 'unattached' && <UnattachedTab companyId={q.company_id} hash={hash} />}
          </div>
        </div>
      </DialogContent>

      <ConfirmDialog
        open={sub === 'lock'}
        title={t.lockTitle}
        confirmLabel={q.locked ? t.unlock : t.lock}
        onClose={closeSub}
        onConfirm={() => void confirmed(() => actions.setLocked(!q.locked))}
      >
        {q.locked ? l.unlockBody : l.lockBody}
      </ConfirmDialog>
      <ConfirmDialog
        open={sub === 'completed'}
        title={q.completed ? t.markIncomplete : t.markCompleted}
        confirmLabel={q.completed ? t.markIncomplete : t.markCompleted}
        onClose={closeSub}
        onConfirm={() => void confirmed(() => actions.setCompleted(!q.completed))}
      >
        {q.completed ? l.markIncompleteBody : l.markCompletedBody}
      </ConfirmDialog>
      <ConfirmDialog
        open={sub === 'unsubmit'}
        title={l.unsubmitTitle}
        confirmLabel={l.unsubmit}
        onClose={closeSub}
        onConfirm={() => void confirmed(() => actions.unsubmit())}
      >
        {l.unsubmitBody}
      </ConfirmDialog>
      <ConfirmDialog
        open={sub === 'question'}
        title={t.deleteQuestionTitle}
        confirmLabel={l.delete}
        onClose={closeSub}
        onConfirm={() => void confirmed(async () => question && actions.deleteQuestion(question.id))}
      >
        {question ? l.deleteQuestionBody(question.text) : ''}
      </ConfirmDialog>
      <EditDueDateDialog
        key={`due-${opening}`}
        open={sub === 'due'}
        busy={actions.busy === 'due'}
        onSave={actions.setDueDate}
        onClose={closeSub}
      />
      <AdditionalItemsDialog
        key={`items-${opening}`}
        open={sub === 'items'}
        dueDate={q.due_date}
        busy={actions.busy === 'items'}
        requestItems={actions.requestItems}
        onClose={closeSub}
      />
      <ExportQuestionnairesDialog
        key={`export-${opening}`}
        open={sub === 'export'}
        targets={[exportTargetOf(q)]}
        unattached={recentUploads}
        onAttached={() => void refreshTabs()}
        onClose={closeSub}
      />
      <NotifyDialog
        key={`notify-${opening}`}
        open={sub === 'notify'}
        initialSubject={notice.subject}
        initialMessage={notice.message}
        notify={actions.notify}
        onClose={closeSub}
      />
    </DialogBody>
  );
}
