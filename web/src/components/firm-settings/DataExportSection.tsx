import {
  Button,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { formatDate } from '../../format/dateTime';
import { startFirmDataExport, useFirmDataExports, type FirmDataExport } from '../../hooks/useFirmDataExports';
import { firmDataExportStageText as stageText, firmDataExportText as t } from '../../texts/firmDataExport';
import { SettingsSection } from './SettingsSection';

const useStyles = makeStyles({
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  // Native: Fluent's ProgressBar brings the motion library for one bar.
  bar: { width: '100%', height: '8px' },
  heading: { ...typographyStyles.body1Strong, margin: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  name: { overflowWrap: 'anywhere', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const isRunning = (e: FirmDataExport) => e.status === 'queued' || e.status === 'running';

/**
 * Firm Settings' Data export (issue 20): 'Export all firm data' starts the firm-wide export (one at a time: the
 * button waits while one is made), its progress shows while the list is read again, and each export of the last
 * week is listed newest first with its date and, once ready, its Download (a short-lived link to the zip).
 */
export function DataExportSection() {
  const s = useStyles();
  const pastId = useId();
  const { data, error, mutate } = useFirmDataExports(true);
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const exports = data?.data_exports ?? [];
  const current = exports.find(isRunning);

  const start = async () => {
    setStarting(true);
    setRefusal(null);
    const res = await startFirmDataExport();
    if (!res?.ok) setRefusal(res?.error ?? t.startFailed);
    await mutate();
    setStarting(false);
  };

  return (
    <SettingsSection title={t.title} intro={t.intro}>
      <div>
        <Button appearance="primary" disabled={starting || Boolean(current)} onClick={() => void start()}>
          {starting ? t.starting : t.start}
        </Button>
      </div>
      {refusal && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      {current && (
        <div className={s.progress}>
          <Text role="status">
            {current.status === 'queued' && !current.stage
              ? t.queued
              : t.progress(stageText[current.stage ?? 'people'], current.done, current.total)}
          </Text>
          <progress className={s.bar} max={current.total} value={current.done} aria-label={t.progressLabel} />
        </div>
      )}
      {error && !data ? (
        <MessageBar intent="error">
          <MessageBarBody>{t.loadFailed}</MessageBarBody>
        </MessageBar>
      ) : (
        <section aria-labelledby={pastId}>
          <h3 id={pastId} className={s.heading}>
            {t.pastExports}
          </h3>
          {data && exports.length === 0 ? (
            <Text className={s.muted}>{t.noExports}</Text>
          ) : (
            <ul className={s.list}>
              {exports.map((e) => (
                <ExportRow key={e.id} e={e} />
              ))}
            </ul>
          )}
        </section>
      )}
    </SettingsSection>
  );
}

function ExportRow({ e }: { e: FirmDataExport }) {
  const s = useStyles();
  return (
    <li className={s.row}>
      <time dateTime={e.created_at}>{formatDate(e.created_at)}</time>
      <Text className={s.name}>{e.file_name}</Text>
      {e.created_by_name && <Text className={s.muted}>{t.startedBy(e.created_by_name)}</Text>}
      {e.status === 'ready' && e.link ? (
        <>
          {e.size !== null && <Text className={s.muted}>{t.size(e.size)}</Text>}
          <Link href={e.link} download={e.file_name}>
            {t.download}
          </Link>
        </>
      ) : e.status === 'failed' ? (
        <Text className={s.error}>{e.error ? `${t.failed}: ${e.error}` : t.failed}</Text>
      ) : (
        <Text className={s.muted}>{t.inProgress}</Text>
      )}
    </li>
  );
}
