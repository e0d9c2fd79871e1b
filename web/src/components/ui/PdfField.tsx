import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { useId, useRef } from 'react';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
  hidden: { display: 'none' },
});

/** What the field says, in the words of the dialog it is in. */
export interface PdfFieldText {
  file: string;
  chooseFile: string;
  fileHint: string;
}

/** One PDF: a button opening the browser's picker (PDFs only), the file chosen, a hint, an error. */
export function PdfField({
  file,
  error,
  disabled,
  onFile,
  text,
}: {
  file: File | null;
  error?: string;
  disabled: boolean;
  onFile: (file: File) => void;
  text: PdfFieldText;
}) {
  const s = useStyles();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={s.box}>
      <Text id={`${ids}-label`} weight="semibold">
        {text.file}
      </Text>
      <input
        ref={input}
        className={s.hidden}
        type="file"
        accept="application/pdf,.pdf"
        aria-hidden="true"
        tabIndex={-1}
        onChange={(e) => {
          const chosen = e.currentTarget.files?.[0];
          if (chosen) onFile(chosen);
          e.currentTarget.value = '';
        }}
      />
      <span className={s.row}>
        <Button
          icon={<DocumentPdfRegular />}
          disabledFocusable={disabled}
          aria-labelledby={`${ids}-label ${ids}-button`}
          id={`${ids}-button`}
          aria-describedby={error ? `${ids}-hint ${ids}-error` : `${ids}-hint`}
          onClick={() => input.current?.click()}
        >
          {text.chooseFile}
        </Button>
        {file && <Text>{file.name}</Text>}
      </span>
      <Text id={`${ids}-hint`} size={200} className={s.hint}>
        {text.fileHint}
      </Text>
      {error && (
        <Text id={`${ids}-error`} size={200} className={s.error} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
