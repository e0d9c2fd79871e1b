import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useSWRConfig } from 'swr';
import { firmSettings, type TagKind } from '../../api/firm-settings';
import { tagListKey, useFirmTagList } from '../../hooks/useFirmSettings';
import { useSession } from '../../hooks/useSession';
import { firmSettingsText as t } from '../../texts/firmSettings';
import { NameList } from './NameList';
import { SettingsSection } from './SettingsSection';

const useStyles = makeStyles({
  kind: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { ...typographyStyles.body1Strong, margin: 0 },
});

const kinds: { kind: TagKind; title: string }[] = [
  { kind: 'contact', title: t.contactTags },
  { kind: 'entity', title: t.entityTags },
  { kind: 'document', title: t.documentTags },
];

/** One kind of tag: its list, add and delete; the screens that offer these tags are refreshed after a change. */
function TagKindList({ kind, title }: { kind: TagKind; title: string }) {
  const s = useStyles();
  const session = useSession();
  const { mutate: mutateOthers } = useSWRConfig();
  const { data, mutate } = useFirmTagList(kind, true);
  const refresh = async (ok: boolean | undefined) => {
    if (!ok) return false;
    await mutate();
    if (session) void mutateOthers(tagListKey(kind, session.sid));
    return true;
  };
  return (
    <div className={s.kind}>
      <h3 className={s.title}>{title}</h3>
      <NameList
        items={data ?? []}
        inputLabel={t.tagName(title)}
        addLabel={t.addTag}
        empty={t.noTags}
        onAdd={async (name) => refresh((await firmSettings.addTag(kind, name))?.ok)}
        onRemove={async (tag) => refresh((await firmSettings.removeTag(kind, tag))?.ok)}
      />
    </div>
  );
}

/** FA §2.9: the firm's contact, entity and document tags (FA §5.6: a name is unique per firm, 'Tag already exist'). */
export function TagsSection() {
  return (
    <SettingsSection title={t.tags}>
      {kinds.map((k) => (
        <TagKindList key={k.kind} {...k} />
      ))}
    </SettingsSection>
  );
}
