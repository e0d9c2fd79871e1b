import {
  Checkbox,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import useSWR from 'swr';
import {
  entityNotificationText,
  ownerNotificationsRefusal,
  ownerNotificationTypes,
  subscriptionTypes,
} from '@ledgerline/shared/entity-notifications';
import {
  companies,
  notificationTypeIdsPath,
  ownerNotificationsPath,
  type CompanyDetail,
  type OwnerWithNotifications,
} from '../../api/companies';
import { useSession } from '../../hooks/useSession';
import { noRetryOn4xx, unwrap } from '../../hooks/swr-load';
import { toastSuccess } from '../../toast';
import { entitySpecText as spec, entitiesText as t } from '../../texts/entities';
import { FormDialog } from '../ui/FormDialog';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  fieldset: { border: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column' },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
  frame: { overflowX: 'auto' },
});

type OwnerTypes = Record<string, number[]>;
const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * FA §2.5 'Notifications for an entity' (§5.5): what the caller hears about this entity, and which owners receive
 * its Questionnaire and Questionnaire Signature mail. Save is disabled, with the warning, until someone receives
 * each. 'Notifications successfully updated' / 'User notifications saved successfully'.
 */
export function EntityNotificationsDialog({ company, onClose }: { company: CompanyDetail; onClose: () => void }) {
  const s = useStyles();
  const session = useSession();
  const mineKey = session ? ([notificationTypeIdsPath, session.sid, company.id] as const) : null;
  const ownersKey = session ? ([ownerNotificationsPath, session.sid, company.id] as const) : null;
  const mine = useSWR(mineKey, () => unwrap(companies.notificationTypeIds(company.id)), {
    revalidateOnFocus: false,
    shouldRetryOnError: noRetryOn4xx,
  });
  const owners = useSWR(ownersKey, () => unwrap(companies.ownerNotifications(company.id)), {
    revalidateOnFocus: false,
    shouldRetryOnError: noRetryOn4xx,
  });
  const [myTypes, setMyTypes] = useState<number[] | null>(null);
  const [ownerTypes, setOwnerTypes] = useState<OwnerTypes | null>(null);
  const [busy, setBusy] = useState(false);

  const ownerList: OwnerWithNotifications[] = owners.data?.owners_with_notifications ?? [];
  const loadedOwnerTypes: OwnerTypes = Object.fromEntries(
    ownerList.map((o) => [
      o.id,
      o.assignments.find((a) => a.company_id === company.id)?.notification_type_ids ?? ([] as number[]),
    ]),
  );
  const myLoaded = mine.data?.notification_type_ids ?? [];
  const myNow = myTypes ?? myLoaded;
  const ownersNow = ownerTypes ?? loadedOwnerTypes;
  const locked = mine.data ? !mine.data.can_unsubscribe : false;
  const refusal =
    ownerList.length > 0
      ? ownerNotificationsRefusal(ownerList.map((o) => ({ notification_type_ids: ownersNow[o.id] ?? [] })))
      : null;
  const loading = (!mine.data && mine.isLoading) || (!owners.data && owners.isLoading);

  const toggleMine = (id: number, on: boolean) =>
    setMyTypes((on ? [...myNow, id] : myNow.filter((x) => x !== id)).sort((a, b) => a - b));
  const toggleOwner = (ownerId: string, id: number, on: boolean) => {
    const current = ownersNow[ownerId] ?? [];
    setOwnerTypes({ ...ownersNow, [ownerId]: on ? [...current, id] : current.filter((x) => x !== id) });
  };

  async function save() {
    setBusy(true);
    let ok = true;
    if (myTypes && !sameSet(myTypes, myLoaded)) {
      const res = await companies.saveSubscription([company.id], myTypes);
      ok = Boolean(res?.ok);
      if (res?.ok) toastSuccess(entityNotificationText.subscriptionsSaved);
    }
    // The owners' choices are saved with every Save (they are what the dialog is about).
    if (ok && ownerList.length > 0) {
      const res = await companies.saveOwnerNotifications({
        id: company.id,
        entity_id: company.id,
        owners_with_notifications: ownerList.map((o) => ({
          id: o.id,
          full_name: o.full_name,
          assignments: [{ company_id: company.id, notification_type_ids: ownersNow[o.id] ?? [] }],
        })),
      });
      ok = Boolean(res?.ok);
      if (res?.ok) toastSuccess(entityNotificationText.ownersSaved);
    }
    setBusy(false);
    if (ok) {
      void mine.mutate();
      void owners.mutate();
      onClose();
    }
  }

  return (
    <FormDialog
      title={spec.notifications}
      submitLabel={t.save}
      canSubmit={!busy && !loading && refusal === null}
      onSubmit={save}
      onClose={onClose}
    >
      {loading ? (
        <Spinner size="tiny" label={t.loading} />
      ) : (
        <div className={s.body}>
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>{t.mySubscription}</legend>
            {subscriptionTypes.map((type) => (
              <Checkbox
                key={type.id}
                label={type.label}
                checked={myNow.includes(type.id)}
                disabled={locked}
                onChange={(_, d) => toggleMine(type.id, d.checked === true)}
              />
            ))}
            {locked && <p className={s.muted}>{entityNotificationText.cannotDisableAssigned}</p>}
          </fieldset>
          <section aria-label={t.ownerNotifications}>
            <p className={s.legend}>{t.ownerNotifications}</p>
            {ownerList.length === 0 ? (
              <p className={s.muted}>{t.noOwners}</p>
            ) : (
              <div className={s.frame}>
                <Table size="small" aria-label={t.ownerNotifications}>
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>{t.owners}</TableHeaderCell>
                      {ownerNotificationTypes.map((type) => (
                        <TableHeaderCell key={type.id}>{type.label}</TableHeaderCell>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {ownerList.map((o) => (
                      <TableRow key={o.id}>
                        <TableCell>{o.full_name}</TableCell>
                        {ownerNotificationTypes.map((type) => (
                          <TableCell key={type.id}>
                            <Checkbox
                              aria-label={`${type.label}: ${o.full_name}`}
                              checked={(ownersNow[o.id] ?? []).includes(type.id)}
                              onChange={(_, d) => toggleOwner(o.id, type.id, d.checked === true)}
                            />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
          </section>
          {refusal && (
            <MessageBar intent="warning">
              <MessageBarBody>{refusal}</MessageBarBody>
            </MessageBar>
          )}
        </div>
      )}
    </FormDialog>
  );
}
