import { firmSettings } from '../../api/firm-settings';
import { useFirmGroupList } from '../../hooks/useFirmSettings';
import { firmSettingsText as t } from '../../texts/firmSettings';
import { NameList } from './NameList';
import { SettingsSection } from './SettingsSection';

/** FA §3.4 firm_groups: add, rename and delete; the group pickers read the same list. */
export function GroupsSection() {
  const { data, mutate } = useFirmGroupList(true);
  const refresh = async (ok: boolean | undefined) => {
    if (ok) await mutate();
    return Boolean(ok);
  };
  return (
    <SettingsSection title={t.groups} intro={t.groupsIntro}>
      <NameList
        items={data?.firm_groups ?? []}
        inputLabel={t.groupName}
        addLabel={t.addGroup}
        empty={t.noGroups}
        onAdd={async (name) => refresh((await firmSettings.addGroup(name))?.ok)}
        onRename={async (g, name) => refresh((await firmSettings.renameGroup(g.id, name))?.ok)}
        onRemove={async (g) => refresh((await firmSettings.removeGroup(g.id))?.ok)}
      />
    </SettingsSection>
  );
}
