/**
 * A template's questions as a client would see them, read-only (QD §2 admin-template mode): numbered 1., 1.1,
 * 1.1.1, each with its answer field disabled, follow-ups under the question with the answer that shows them, an
 * entries question's columns as a table of one mocked entry ('Mock answer'), and notes and uploads disabled (the
 * section says so once).
 */
import {
  Badge,
  Button,
  Checkbox,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, NoteRegular } from '@fluentui/react-icons';
import type { ContentQuestion } from '../../../api/questionnaires-staff';
import { templatePreviewText as t } from '../../../texts/templates';
import { childNumber } from './draft';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  nested: {
    listStyleType: 'none',
    margin: `${tokens.spacingVerticalS} 0 0`,
    padding: `0 0 0 ${tokens.spacingHorizontalL}`,
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexDirection: 'column',
  },
  item: { padding: `${tokens.spacingVerticalM} 0`, scrollMarginTop: '80px' },
  question: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  text: { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  number: { fontWeight: tokens.fontWeightSemibold },
  when: { color: tokens.colorNeutralForeground2, margin: 0 },
  answer: { maxWidth: '480px' },
  choices: { display: 'flex', flexDirection: 'column', border: 'none', margin: 0, padding: 0, minWidth: 0 },
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground2 },
  entries: { overflowX: 'auto', maxWidth: '100%' },
  start: { alignSelf: 'flex-start' },
});

const byOrder = (a: ContentQuestion, b: ContentQuestion) => a.order - b.order;

/** The question's answer field, disabled: the preview shows what the client fills in, not an answer. */
function MockAnswer({ q, labelId }: { q: ContentQuestion; labelId: string }) {
  const s = useStyles();
  switch (q.question_type) {
    case 'boolean':
      return (
        <RadioGroup layout="horizontal" disabled aria-labelledby={labelId}>
          <Radio value="Yes" label={t.yes} />
          <Radio value="No" label={t.no} />
        </RadioGroup>
      );
    case 'select':
      return (
        <Select className={s.answer} disabled aria-labelledby={labelId} defaultValue="">
          <option value="">{t.chooseOne}</option>
          {q.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </Select>
      );
    case 'multiple':
      return (
        <fieldset aria-labelledby={labelId} className={s.choices}>
          {q.options.map((o) => (
            <Checkbox key={o} label={o} disabled />
          ))}
        </fieldset>
      );
    case 'upload':
      return (
        <Button className={s.start} icon={<ArrowUploadRegular />} disabled>
          {t.upload}
        </Button>
      );
    case 'entries':
      return <MockEntries q={q} labelId={labelId} />;
    case 'password':
      return <Input className={s.answer} type="password" disabled aria-labelledby={labelId} />;
    case 'date':
      return <Input className={s.answer} type="date" disabled aria-labelledby={labelId} />;
    case 'textarea':
      return <Textarea className={s.answer} disabled aria-labelledby={labelId} />;
    default:
      return (
        <span className={s.tools}>
          <Input
            className={s.answer}
            disabled
            aria-labelledby={labelId}
            maxLength={q.number_of_characters ?? undefined}
          />
          {q.number_of_characters ? (
            <Text size={200} className={s.hint}>
              {t.characters(q.number_of_characters)}
            </Text>
          ) : null}
        </span>
      );
  }
}

/** QD §2: client entries are mocked with a fixed mock answer: one entry, every column reading 'Mock answer'. */
function MockEntries({ q, labelId }: { q: ContentQuestion; labelId: string }) {
  const s = useStyles();
  const columns = [...q.questions].sort(byOrder);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be focusable to scroll with the keyboard (axe scrollable-region-focusable)
    // biome-ignore lint/a11y/useSemanticElements: the frame is a labelled scroll region around the table, not a page section
    <div className={s.entries} role="region" aria-label={t.entries(q.text)} tabIndex={0}>
      <Table size="small" aria-labelledby={labelId}>
        <TableHeader>
          <TableRow>
            {columns.length === 0 ? (
              <TableHeaderCell>{q.text}</TableHeaderCell>
            ) : (
              columns.map((c) => <TableHeaderCell key={c.id}>{c.text}</TableHeaderCell>)
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            {(columns.length === 0 ? [q] : columns).map((c) => (
              <TableCell key={c.id}>{t.mockAnswer}</TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}

function QuestionItem({ q, number, isTop }: { q: ContentQuestion; number: string; isTop: boolean }) {
  const s = useStyles();
  const labelId = `preview-question-${q.id}`;
  // An entries question's children are its columns (in the table), not follow-ups.
  const followUps = q.question_type === 'entries' ? [] : [...q.questions].sort(byOrder);
  return (
    <li className={s.item} id={`question${q.id}`}>
      <div className={s.question}>
        {q.trigger_for_follow_up_question && <p className={s.when}>{t.shownWhen(q.trigger_for_follow_up_question)}</p>}
        <p className={s.text}>
          <span id={labelId}>
            <span className={s.number}>{isTop ? `${number}.` : number}</span> {q.text}
          </span>
          {q.optional && (
            <Badge appearance="outline" size="small">
              {t.optional}
            </Badge>
          )}
        </p>
        <MockAnswer q={q} labelId={labelId} />
        <Button className={s.start} size="small" appearance="subtle" icon={<NoteRegular />} disabled>
          {t.notes}
        </Button>
      </div>
      {followUps.length > 0 && <QuestionList questions={followUps} parentNumber={number} />}
    </li>
  );
}

export function QuestionList({
  questions,
  parentNumber = null,
}: {
  questions: ContentQuestion[];
  parentNumber?: string | null;
}) {
  const s = useStyles();
  return (
    <ol className={parentNumber ? s.nested : s.list}>
      {[...questions].sort(byOrder).map((q, i) => (
        <QuestionItem key={q.id} q={q} number={childNumber(parentNumber, i)} isTop={!parentNumber} />
      ))}
    </ol>
  );
}
