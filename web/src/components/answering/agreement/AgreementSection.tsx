import { Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { useId, useRef, useState } from 'react';
import type { AnsweredQuestionnaire, AnsweredSection, AnsweringMode } from '../../../api/answering';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { submitLabels as l, submitSpec as t } from '../../../texts/answering-submit';
import { SectionHtml } from '../../ui/SectionHtml';
import { LetterEditor } from './LetterEditor';
import { canEditLetter, isClosed, signatureView, staffActs, type Viewer } from './signature-rules';
import { SignatureRow } from './SignatureRow';
import { useAgreementActions } from './useAgreementActions';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  h3: {
    ...typographyStyles.subtitle2,
    margin: 0,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  block: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  letterBar: { display: 'flex', justifyContent: 'flex-end' },
  sample: {
    fontFamily: '"Brush Script MT", "Segoe Script", "Lucida Handwriting", cursive',
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * An agreement section (QD §2 Section renderer, type 2): the engagement letter and the signature block. Clients sign
 * their own signature; staff in admin-preview edit the letter until it is signed, mark signatures not needed (and
 * undo) and remove signed ones; a template shows a sample signature and nothing acts (QD §2 modes, §4 Signatures).
 */
export function AgreementSection({
  questionnaire: q,
  section,
  mode,
  onChanged,
}: {
  questionnaire: AnsweredQuestionnaire;
  section: AnsweredSection;
  mode: AnsweringMode;
  onChanged: (q: AnsweredQuestionnaire) => void;
}) {
  const s = useStyles();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const me = useCurrentUser().data?.user.id ?? null;
  const viewer: Viewer = { mode, userId: me };
  const actions = useAgreementActions(q, section.id, (next) => {
    onChanged(next);
    // A signature's row changes under the focus (the field goes): the block's heading takes it.
    headingRef.current?.focus();
  });
  const [editing, setEditing] = useState(false);
  const letter = section.custom_element?.trim() ?? '';
  const signers = section.engagement_signatures;
  const template = mode === 'admin-template';

  if (!letter && signers.length === 0 && !template) {
    return (
      <div className={s.section}>
        <Text>{l.emptyAgreement}</Text>
      </div>
    );
  }

  return (
    <div className={s.section}>
      {editing ? (
        <LetterEditor
          html={section.custom_element ?? ''}
          busy={actions.busy !== null}
          onSave={actions.updateLetter}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          {letter && <SectionHtml html={letter} label={l.letter} />}
          {canEditLetter(q, section, viewer) && (
            <div className={s.letterBar}>
              <Button disabled={actions.busy !== null} onClick={() => setEditing(true)}>
                {l.editLetter}
              </Button>
            </div>
          )}
        </>
      )}
      <section className={s.block} aria-labelledby={headingId}>
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className={s.h3}>
          {l.signatures}
        </h3>
        {template ? (
          <SampleSignature />
        ) : (
          <>
            {isClosed(q) && <Text weight="semibold">{t.locked}</Text>}
            {!isClosed(q) && section.marked_completed && staffActs(q, viewer) && <Text>{t.signatureNotRequired}</Text>}
            {signers.length === 0 ? (
              <Text className={s.muted}>{l.noSigners}</Text>
            ) : (
              <ul className={s.list}>
                {signers.map((sig) => (
                  <SignatureRow
                    key={sig.id}
                    signature={sig}
                    view={signatureView(q, section, sig, viewer)}
                    actions={actions}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** Template mode (QD §2): the signature shows as a sample. */
function SampleSignature() {
  const s = useStyles();
  return (
    <>
      <Text className={s.muted}>{l.sampleNotice}</Text>
      <Text weight="semibold">{l.sampleSigner}</Text>
      <Text className={s.sample}>{l.sampleSignature}</Text>
    </>
  );
}
