import { Badge, Button, makeStyles, Spinner, tokens, typographyStyles } from '@fluentui/react-components';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { companies, type CompanyDetail } from '../../api/companies';
import { EditEntityDialog } from '../../components/entities/EditEntityDialog';
import { EntityNotificationsDialog } from '../../components/entities/EntityNotificationsDialog';
import { EntityTagsEditor } from '../../components/entities/EntityTagsEditor';
import { AddOwnerDialog, ChangePrimaryContactDialog } from '../../components/entities/OwnerDialogs';
import { PageHeading } from '../../components/PageHeading';
import { RouterLink } from '../../components/RouterLink';
import { AssignEntityFirmUserDialog as AssignFirmUserDialog } from '../../components/ui/AssignEntityFirmUserDialog';
import { CardSurface } from '../../components/ui/CardSurface';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { UpdateOwnersDialog } from '../../components/ui/UpdateOwnersDialog';
import { formatDate } from '../../format/dateTime';
import { navText } from '../../messages';
import { useCompanyDetailByHash, useRevalidateCompany } from '../../hooks/useCompany';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useEntityTypes } from '../../hooks/useEntityTypes';
import { useEntityPermissions } from '../../hooks/useEntityPermissions';
import { useFirmFlag } from '../../hooks/useFirmFlag';
import { useFirmUsers } from '../../hooks/useFirmUsers';
import { useRevalidateEntityList } from '../../hooks/useEntityList';
import { entitiesText as t } from '../../texts/entities';
import { toastSuccess } from '../../toast';

// QD §2 prior-year items, a card of their own: its chunk (words included) is fetched once the page shows, so the
// page's first bundle does not grow.
const PriorYearItemsSection = lazy(() => import('../../components/prior-year-items/PriorYearItemsSection'));

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginBottom: tokens.spacingVerticalM },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalL,
  },
  toolbarLink: { padding: `0 ${tokens.spacingHorizontalS}` },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  h2: { ...typographyStyles.subtitle2, margin: 0 },
  dl: {
    display: 'grid',
    gridTemplateColumns: 'minmax(110px, auto) 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  dt: { color: tokens.colorNeutralForeground3 },
  dd: { margin: 0, overflowWrap: 'anywhere' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '6px' },
  owner: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type Open = 'edit' | 'notifications' | 'add-owner' | 'update-owners' | 'primary' | 'assign' | 'delete' | null;

/**
 * FA §2.2 entity mode's Dashboard, /admin/{hash}: the entity's details, owners, primary contact and tags, with the
 * entity dialogs of FA §2.5 (Edit Entity Information, Notifications for an entity, Select User to add as Owner or
 * Create new User, update owners) and soft delete (FA §4.4; restored from the Entities page).
 */
export default function EntityDashboardPage() {
  const s = useStyles();
  const { companyHash } = useParams<{ companyHash: string }>();
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const { company, error, isLoading } = useCompanyDetailByHash(companyHash);
  const revalidate = useRevalidateCompany();
  const revalidateList = useRevalidateEntityList();
  const entityTypes = useEntityTypes();
  const firmUsers = useFirmUsers();
  const [open, setOpen] = useState<Open>(null);
  const externalIds = useFirmFlag('external_entity_id_allowed');
  // Issue 20: what the staff member's firm roles refuse on this entity is not offered (Edit: entities.edit).
  const permissions = useEntityPermissions(companyHash);

  if (!me) return null;
  if (error) {
    return (
      <>
        <PageHeading>{t.heading}</PageHeading>
        <p role="status">{t.notFound}</p>
        <RouterLink to="/admin">{t.backToEntities}</RouterLink>
      </>
    );
  }
  if (!company || isLoading) return <Spinner label={t.loading} />;

  const saved = (next: CompanyDetail) => {
    void revalidate(next.id, next);
    void revalidateList();
  };
  const advisorName = firmUsers.data?.find((u) => u.id === company.assigned_advisor_id)?.full_name ?? null;
  const close = () => setOpen(null);
  // FA §5.4, §6: only partner and full users may change the assigned firm user.
  const canAssign = me.user.firm_access === 'partner' || me.user.firm_access === 'full';

  async function remove(c: CompanyDetail) {
    setOpen(null);
    const res = await companies.remove(c.id);
    if (!res?.ok) return;
    toastSuccess(t.deletedToast(c.name));
    void revalidateList();
    navigate('/admin');
  }

  const address = [company.street, company.city, company.state, company.zip, company.country].filter(Boolean);
  const details: [string, ReactNode][] = [
    [t.entityType, company.entity_type],
    [t.assignedAdvisor, advisorName ?? t.none],
    [t.businessEmail, company.business_email || t.none],
    [t.otherEmail, company.other_email || t.none],
    [t.street, address.length ? address.join(', ') : t.none],
    [t.ein, company.ein || t.none],
    ...(externalIds ? [[t.externalEntityId, company.external_entity_id || t.none] as [string, ReactNode]] : []),
    [
      t.columns.created,
      <time key="created" dateTime={company.created_at}>
        {formatDate(company.created_at)}
      </time>,
    ],
  ];

  return (
    <>
      <PageHeading>{company.name}</PageHeading>
      <div className={s.badges}>
        <Badge appearance="tint" color="informative">
          {company.entity_type}
        </Badge>
        <Badge appearance="tint" color={company.inactive ? 'subtle' : 'success'}>
          {company.inactive ? t.inactive : t.active}
        </Badge>
        {company.readonly_access && (
          <Badge appearance="tint" color="warning">
            {t.readonly}
          </Badge>
        )}
      </div>
      <div className={s.toolbar}>
        {permissions.may('entities.edit') && (
          <Button appearance="primary" onClick={() => setOpen('edit')}>
            {t.edit}
          </Button>
        )}
        <Button onClick={() => setOpen('notifications')}>{t.notificationsButton}</Button>
        <Button onClick={() => setOpen('delete')}>{t.deleteEntity}</Button>
        {/* FA §2.2 entity mode: the entity's documents (QD §2 /admin/{hash}/documents). */}
        <RouterLink className={s.toolbarLink} to={`/admin/${encodeURIComponent(company.hash_id)}/documents`}>
          {navText.documents}
        </RouterLink>
      </div>

      <div className={s.grid}>
        <Card title={t.details} id="entity-details">
          <dl className={s.dl}>
            {details.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt className={s.dt}>{label}</dt>
                <dd className={s.dd}>{value}</dd>
              </div>
            ))}
          </dl>
          {canAssign && company.primary_contact && (
            <div className={s.actions}>
              <Button size="small" onClick={() => setOpen('assign')}>
                {t.assignFirmUser}
              </Button>
            </div>
          )}
        </Card>

        <Card title={t.owners} id="entity-owners">
          {company.owners.length === 0 ? (
            <p className={s.muted}>{t.noOwners}</p>
          ) : (
            <ul className={s.list}>
              {company.owners.map((o) => (
                <li key={o.id} className={s.owner}>
                  <span>{o.full_name}</span>
                  {o.email && <span className={s.muted}>{o.email}</span>}
                  {o.is_primary && (
                    <Badge appearance="tint" color="brand">
                      {t.primaryContact}
                    </Badge>
                  )}
                  {!o.paying && (
                    <Badge appearance="tint" color="subtle">
                      {t.inactive}
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div className={s.actions}>
            <Button size="small" onClick={() => setOpen('add-owner')}>
              {t.addOwnerButton}
            </Button>
            {company.owners.length > 0 && (
              <Button size="small" onClick={() => setOpen('update-owners')}>
                {t.updateOwnersButton}
              </Button>
            )}
            {company.owners.length > 1 && (
              <Button size="small" onClick={() => setOpen('primary')}>
                {t.changePrimaryContact}
              </Button>
            )}
          </div>
        </Card>

        <Card title={t.tags} id="entity-tags">
          <EntityTagsEditor company={company} onSaved={() => void revalidate(company.id)} />
        </Card>
      </div>

      <Suspense fallback={null}>
        <PriorYearItemsSection key={company.id} companyId={company.id} />
      </Suspense>

      {open === 'edit' && (
        <EditEntityDialog company={company} entityTypes={entityTypes} onClose={close} onSaved={saved} />
      )}
      {open === 'notifications' && <EntityNotificationsDialog company={company} onClose={close} />}
      {open === 'add-owner' && <AddOwnerDialog company={company} onClose={close} onSaved={saved} />}
      {open === 'update-owners' && <UpdateOwnersDialog company={company} onClose={close} onSaved={saved} />}
      {open === 'assign' && (
        <AssignFirmUserDialog
          company={company}
          firmUsers={firmUsers.data ?? []}
          onClose={close}
          onSaved={() => {
            void revalidate(company.id);
            void revalidateList();
          }}
        />
      )}
      {open === 'primary' && <ChangePrimaryContactDialog company={company} onClose={close} onSaved={saved} />}
      {open === 'delete' && (
        <ConfirmDialog
          title={t.deleteConfirmTitle}
          confirmLabel={t.deleteAction}
          onConfirm={() => void remove(company)}
          onClose={close}
        >
          {t.deleteConfirm(company.name)}
        </ConfirmDialog>
      )}
    </>
  );
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  const s = useStyles();
  return (
    <CardSurface role="region" aria-labelledby={id}>
      <h2 id={id} className={s.h2}>
        {title}
      </h2>
      {children}
    </CardSurface>
  );
}
