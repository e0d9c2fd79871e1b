import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import useSWR from 'swr';
import { metaRoutes } from '@ledgerline/shared/routes/meta';
import { api } from '../../api/client';
import { useRealtime } from '../../hooks/useRealtime';
import { useSession } from '../../hooks/useSession';
import { globalAlertText } from '../../texts/global-alert';

const useStyles = makeStyles({
  region: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0` },
});

interface Alert {
  show: boolean;
  text: string;
}
const off: Alert = { show: false, text: '' };
/** How often a signed-out screen (no realtime channel) asks again; signed in, changes arrive over the channel. */
const signedOutPollMs = 60_000;

async function fetchAlert(): Promise<Alert> {
  const res = await api.call(metaRoutes.getGlobalAlert, {}, { auth: false, quiet: true });
  return res?.ok ? res.data : off;
}

/**
 * The platform's global alert (FA §7.5 "A real-time read of the global alert gives show and text"), set by whoever
 * runs the deployment (`npm run alert`), at the top of every screen, signed in or not. Signed in, a change arrives
 * over the realtime channel and shows without a reload; signed out, the screen asks again every minute and when
 * it gets focus.
 */
export function GlobalAlert() {
  const s = useStyles();
  const session = useSession();
  const { data, mutate } = useSWR<Alert>(metaRoutes.getGlobalAlert.path, fetchAlert, {
    revalidateOnFocus: true,
    refreshInterval: session ? 0 : signedOutPollMs,
  });
  useRealtime((event) => {
    if (event.type === 'global_alert')
      void mutate({ show: event.show === true, text: typeof event.text === 'string' ? event.text : '' }, false);
    // Back after a drop: the alert may have changed meanwhile.
    if (event.type === 'reconnected') void mutate();
  });
  if (!data?.show || !data.text) return null;
  return (
    <section className={s.region} aria-label={globalAlertText.region}>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody role="alert">{data.text}</MessageBarBody>
      </MessageBar>
    </section>
  );
}
