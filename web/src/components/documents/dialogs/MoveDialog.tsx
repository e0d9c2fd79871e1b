import { Field, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { DocumentItem } from '../../../api/documents';
import { documentsLabels as l, documentsSpec as t } from '../../../texts/documents';
import { FormDialog } from '../../ui/FormDialog';
import { FolderTree } from '../FolderTree';
import { rootFolderName } from '../paths';
import { folderShown, isStaff, moveProblem, type Actor } from '../permissions';
import { EntityPicker, type PickedEntity } from './EntityPicker';
import { sameEntityProblem } from './move-rules';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tree: {
    maxHeight: '260px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXS,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface MoveRequest {
  mode: 'move' | 'copy';
  folder: string;
  /** Another entity of the firm (staff), or null for this one. */
  entity: PickedEntity | null;
}

/**
 * QD §2 Specify new location: move or copy the chosen files and folders into a folder of this entity or, for
 * staff, of another entity of the firm. A client's move is checked at both ends ('Disabled by firm', QD §6).
 */
export function MoveDialog({
  items,
  company,
  from,
  actor,
  onSubmit,
  onClose,
}: {
  items: DocumentItem[];
  company: PickedEntity;
  /** The folder the items are in now (the tree opens there). */
  from: string;
  actor: Actor;
  /** Null when done; otherwise what went wrong. */
  onSubmit: (request: MoveRequest) => Promise<string | null>;
  onClose: () => void;
}) {
  const s = useStyles();
  const staff = isStaff(actor);
  const [mode, setMode] = useState<'move' | 'copy'>('move');
  const [elsewhere, setElsewhere] = useState(false);
  const [other, setOther] = useState<PickedEntity | null>(null);
  const [folder, setFolder] = useState(from);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The folder it starts in is where the items are: its problem ('already exists') waits for a choice.
  const [chose, setChose] = useState(false);
  const target = elsewhere ? other : company;

  const problem =
    (target && !elsewhere ? sameEntityProblem(items, folder, mode) : null) ??
    items.map((i) => moveProblem(actor, mode, i.path, folder, i.type === 'folder')).find((p) => p !== null) ??
    null;

  async function submit() {
    if (!target || problem || busy) return;
    setBusy(true);
    const failed = await onSubmit({ mode, folder, entity: elsewhere ? target : null });
    setBusy(false);
    if (failed) setError(failed);
    else onClose();
  }

  return (
    <FormDialog
      title={t.specifyNewLocation}
      submitLabel={mode === 'move' ? l.move : l.copy}
      canSubmit={Boolean(target) && !problem && !busy}
      onSubmit={submit}
      onClose={onClose}
      noValidate
    >
      <div className={s.body}>
        <Text>{l.whatMoves(items.length, items[0]?.name ?? '')}</Text>
        <Field label={l.moveOrCopyChoice}>
          <RadioGroup layout="horizontal" value={mode} onChange={(_, d) => setMode(d.value as 'move' | 'copy')}>
            <Radio value="move" label={l.move} />
            <Radio value="copy" label={l.copy} />
          </RadioGroup>
        </Field>
        {staff && (
          <Field label={l.destinationEntity}>
            <RadioGroup
              value={elsewhere ? 'other' : 'this'}
              onChange={(_, d) => {
                setElsewhere(d.value === 'other');
                setFolder(d.value === 'other' ? '/' : from);
                setError(null);
              }}
            >
              <Radio value="this" label={l.thisEntity(company.name)} />
              <Radio value="other" label={l.anotherEntity} />
            </RadioGroup>
          </Field>
        )}
        {staff && elsewhere && (
          <EntityPicker
            selected={other}
            exclude={company.id}
            onSelect={(e) => {
              setOther(e);
              setFolder('/');
            }}
          />
        )}
        {target && (
          <div className={s.tree}>
            <FolderTree
              key={target.id}
              companyId={target.id}
              current={folder}
              onChoose={(p) => {
                setFolder(p);
                setChose(true);
                setError(null);
              }}
              shown={(p) => folderShown(actor, p)}
              label={l.destinationFolder}
            />
          </div>
        )}
        <Text aria-live="polite">{l.chosenFolder(folder === '/' ? rootFolderName : folder)}</Text>
        {((chose && problem) || error) && (
          <Text role="alert" className={s.error}>
            {(chose && problem) || error}
          </Text>
        )}
      </div>
    </FormDialog>
  );
}
