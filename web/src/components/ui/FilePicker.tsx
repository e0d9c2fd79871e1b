import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useId, useRef, useState, type DragEvent } from 'react';

const useStyles = makeStyles({
  picker: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
  zone: {
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  over: { backgroundColor: tokens.colorBrandBackground2, border: `2px dashed ${tokens.colorBrandStroke1}` },
  hint: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
  hidden: { display: 'none' },
});

/**
 * Choosing files for an upload: a button that opens the browser's picker (several files), with a hint and an error
 * that the button names. With `dropText`, the picker is also a drop zone: dropping is the pointer's shortcut, the
 * button does the same by keyboard or touch. Shared by the public upload pages (/drop-link, /document-drop-off).
 */
export function FilePicker({
  title,
  chooseLabel,
  hint,
  error,
  disabled = false,
  dropText,
  onFiles,
}: {
  title: string;
  chooseLabel: string;
  hint: string;
  error?: string;
  disabled?: boolean;
  /** Makes the picker a drop zone saying this. */
  dropText?: string;
  onFiles: (files: File[]) => void;
}) {
  const s = useStyles();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    if (list?.length) onFiles(Array.from(list));
  };

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    if (!disabled) take(e.dataTransfer.files);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's shortcut; the button does the same by keyboard
    <div
      className={mergeClasses(s.picker, dropText && s.zone, over && s.over)}
      onDragOver={
        dropText
          ? (e) => {
              e.preventDefault();
              if (!disabled) setOver(true);
            }
          : undefined
      }
      onDragLeave={dropText ? () => setOver(false) : undefined}
      onDrop={dropText ? onDrop : undefined}
    >
      <Text weight="semibold">{title}</Text>
      {dropText && <Text>{dropText}</Text>}
      <input
        ref={input}
        className={s.hidden}
        type="file"
        multiple
        aria-hidden="true"
        tabIndex={-1}
        onChange={(e) => {
          take(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      <Button
        appearance="secondary"
        icon={dropText ? <ArrowUploadRegular /> : undefined}
        disabledFocusable={disabled}
        aria-describedby={error ? `${ids}-hint ${ids}-error` : `${ids}-hint`}
        onClick={() => input.current?.click()}
      >
        {chooseLabel}
      </Button>
      <Text id={`${ids}-hint`} size={200} className={dropText ? s.hint : undefined}>
        {hint}
      </Text>
      {error && (
        <Text id={`${ids}-error`} size={200} className={s.error}>
          {error}
        </Text>
      )}
    </div>
  );
}
