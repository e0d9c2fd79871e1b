import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { BrandingImages } from '../../components/firm-settings/BrandingImages';
import { DataExportSection } from '../../components/firm-settings/DataExportSection';
import { GroupsSection } from '../../components/firm-settings/GroupsSection';
import { MailDomainSection } from '../../components/firm-settings/MailDomainSection';
import { SettingsForm } from '../../components/firm-settings/SettingsForm';
import { SettingsSection } from '../../components/firm-settings/SettingsSection';
import { StatusesSection } from '../../components/firm-settings/StatusesSection';
import { TagsSection } from '../../components/firm-settings/TagsSection';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useFirmSettings } from '../../hooks/useFirmSettings';
import { ui } from '../../messages';
import { firmSettingsText as t } from '../../texts/firmSettings';
import NotFoundPage from '../NotFoundPage';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
});

/**
 * FA §2.9 Firm Settings at /firm, partner only (others get Not found, as for any page that is not theirs): the
 * firm's preferences, time zone and sign-in address, theme and vocabulary (saved together, only what changed), its
 * logo and favicon, groups, tags and custom statuses (each saved at once). A save refreshes the signed-in user, so
 * the new theme and flags show on every screen without a reload.
 */
export default function FirmSettingsPage() {
  const s = useStyles();
  const { data: me, mutate: refreshMe } = useCurrentUser();
  const partner = me?.user.is_advisor === true && me.user.firm_access === 'partner';
  const settings = useFirmSettings(partner);
  if (!me) return null;
  if (!partner) return <NotFoundPage />;
  return (
    <div className={s.page}>
      <PageHeading>{t.title}</PageHeading>
      {settings.error && !settings.data ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{t.loadFailed}</MessageBarBody>
          <Button onClick={() => void settings.mutate()}>{ui.retry}</Button>
        </MessageBar>
      ) : !settings.data ? (
        <Loading />
      ) : (
        <>
          <SettingsForm
            saved={settings.data}
            onSaved={(next) => Promise.all([settings.mutate(next, { revalidate: false }), refreshMe()])}
          />
          <SettingsSection title={t.branding}>
            <BrandingImages
              logoUrl={settings.data.medium_url}
              faviconUrl={settings.data.favicon_url}
              onUploaded={() => settings.mutate()}
            />
          </SettingsSection>
          <GroupsSection />
          <TagsSection />
          <StatusesSection firmId={settings.data.id} />
          <DataExportSection />
          <MailDomainSection />
        </>
      )}
    </div>
  );
}
