import { Field, Input, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { useState } from 'react';
import { downloadFile } from '../../api/conversations';
import { toastError, toastSuccess } from '../../toast';
import { chatText } from './text';
import { FormDialog } from '../ui/FormDialog';
import { toInputs, todayInput } from './time';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' } });

/** 'YYYY-MM-DD' (the date input) as MD §7's DD-MM-YYYY. */
const exportDate = (v: string) => v.split('-').reverse().join('-');

/** MD §7: export_conversation (CSV) or export_conversation_as_pdf for a date range. */
export function ExportDialog({ conversationId, onClose }: { conversationId: string; onClose: () => void }) {
  const s = useStyles();
  // Both dates are required (MD §7); the last three months unless the person picks others.
  const [from, setFrom] = useState(() => toInputs(new Date(Date.now() - 92 * 24 * 3600 * 1000)).date);
  const [to, setTo] = useState(todayInput);
  const [format, setFormat] = useState<'csv' | 'pdf'>('csv');
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    const input = { id: conversationId, start_date: exportDate(from), end_date: exportDate(to) };
    const route = format === 'csv' ? conversationRoutes.exportConversation : conversationRoutes.exportConversationAsPdf;
    const res = await downloadFile(route, input, `conversation-export-${conversationId}.${format}`);
    setBusy(false);
    if (!res.ok) return toastError(res.error === 'network' ? chatText.exportFailed : res.error);
    toastSuccess(chatText.exported);
    onClose();
  }
  return (
    <FormDialog
      title={chatText.exportConversation}
      submitLabel={chatText.download}
      canSubmit={!(busy || !from || !to)}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={s.row}>
        <Field label={chatText.from} required>
          <Input type="date" value={from} max={to || undefined} onChange={(_, d) => setFrom(d.value)} />
        </Field>
        <Field label={chatText.to} required>
          <Input type="date" value={to} min={from || undefined} onChange={(_, d) => setTo(d.value)} />
        </Field>
      </div>
      <Field label={chatText.format}>
        <RadioGroup layout="horizontal" value={format} onChange={(_, d) => setFormat(d.value as 'csv' | 'pdf')}>
          <Radio value="csv" label={chatText.csv} />
          <Radio value="pdf" label={chatText.pdf} />
        </RadioGroup>
      </Field>
    </FormDialog>
  );
}
