import { Button, Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { submitLabels as l } from '../../../texts/answering-submit';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  text: { '& textarea': { fontFamily: tokens.fontFamilyMonospace, minHeight: '240px' } },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * Staff change the engagement letter until someone signs it (QD §4 Signatures): the letter's HTML in a plain
 * editor; the page shows it sanitised, as the client will see it.
 */
export function LetterEditor({
  html,
  busy,
  onSave,
  onCancel,
}: {
  html: string;
  busy: boolean;
  onSave: (html: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const s = useStyles();
  const [draft, setDraft] = useState(html);
  return (
    <form
      className={s.form}
      onSubmit={(e) => {
        e.preventDefault();
        void onSave(draft).then((ok) => ok && onCancel());
      }}
    >
      <Field label={l.letterEditor} hint={l.letterEditorHint}>
        <Textarea
          className={s.text}
          resize="vertical"
          value={draft}
          maxLength={100000}
          onChange={(_, d) => setDraft(d.value)}
        />
      </Field>
      <div className={s.actions}>
        <Button appearance="primary" type="submit" disabled={busy || draft === html}>
          {l.saveLetter}
        </Button>
        <Button disabled={busy} onClick={onCancel}>
          {l.cancelEdit}
        </Button>
      </div>
    </form>
  );
}
