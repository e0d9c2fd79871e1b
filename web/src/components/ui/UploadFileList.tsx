import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useId } from 'react';

const useStyles = makeStyles({
  files: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  file: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  fileField: { flex: 1, minWidth: 0, overflowWrap: 'anywhere', display: 'flex', flexDirection: 'column', gap: '4px' },
  fileName: { color: tokens.colorNeutralForeground1 },
  progress: { width: '100%', height: '8px', accentColor: tokens.colorBrandBackground },
  error: { color: tokens.colorPaletteRedForeground1 },
  success: { color: tokens.colorPaletteGreenForeground1 },
  neutral: { color: tokens.colorNeutralForeground2 },
});

/** One file of an upload as the list shows it. */
export interface UploadFileRow {
  key: string;
  name: string;
  /** 0..1. */
  progress: number;
  /** What became of it (the server's words when it refused it), under its bar. */
  note?: string;
  tone?: 'error' | 'success' | 'neutral';
  /** Shows a Remove button (before it is sent). */
  removable?: boolean;
}

/**
 * The files of an upload, each with its progress bar (named by the file) and what became of it. Shared by the
 * public upload pages (/drop-link, /document-drop-off).
 */
export function UploadFileList({
  label,
  files,
  removeLabel,
  onRemove,
}: {
  label: string;
  files: readonly UploadFileRow[];
  removeLabel?: (name: string) => string;
  onRemove?: (key: string) => void;
}) {
  const s = useStyles();
  const ids = useId();
  if (files.length === 0) return null;
  return (
    <ul className={s.files} aria-label={label}>
      {files.map((f, i) => {
        const id = `${ids}-${i}`;
        return (
          <li key={f.key} className={s.file}>
            <div className={s.fileField}>
              <label htmlFor={id} className={s.fileName}>
                {f.name}
              </label>
              {/* Native: Fluent's ProgressBar brings the motion library, which would load the dashboard's chunks. */}
              <progress
                id={id}
                className={s.progress}
                max={1}
                value={f.progress}
                aria-describedby={f.note ? `${id}-note` : undefined}
              />
              {f.note && (
                <Text id={`${id}-note`} size={200} className={s[f.tone ?? 'neutral']}>
                  {f.note}
                </Text>
              )}
            </div>
            {f.removable && onRemove && (
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={removeLabel ? removeLabel(f.name) : undefined}
                onClick={() => onRemove(f.key)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
