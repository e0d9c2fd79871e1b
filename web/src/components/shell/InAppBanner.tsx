import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { FirmPreferences } from '../../api/types';
import { ui } from '../../messages';

const COOKIE = 'll_banner_dismissed';

/** A short fingerprint of the banner text, so a new text shows again after an old one was dismissed. */
function fingerprint(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

function dismissedValue(): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  return hit ? decodeURIComponent(hit.slice(COOKIE.length + 1)) : null;
}

/** FA §2.2: the firm's in-app banner, for advisors only, dismissible, remembered by a cookie. */
export function InAppBanner({ preferences }: { preferences: FirmPreferences }) {
  const text =
    preferences.in_app_banner_enabled && typeof preferences.in_app_banner_text === 'string'
      ? preferences.in_app_banner_text.trim()
      : '';
  const [dismissed, setDismissed] = useState(() => dismissedValue());
  if (!text || dismissed === fingerprint(text)) return null;
  const dismiss = () => {
    const value = fingerprint(text);
    document.cookie = `${COOKIE}=${encodeURIComponent(value)}; path=/; max-age=${60 * 60 * 24 * 365}; SameSite=Lax`;
    setDismissed(value);
    document.getElementById('main')?.focus();
  };
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button aria-label={ui.dismissBanner} appearance="transparent" icon={<DismissRegular />} onClick={dismiss} />
        }
      />
    </MessageBar>
  );
}
