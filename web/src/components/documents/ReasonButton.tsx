import { Button, Tooltip, type ButtonProps } from '@fluentui/react-components';

/**
 * A button that may be unavailable for a reason the person should read ('Disabled by firm', QD §6; the mixed
 * selection): disabled but still focusable, with the reason as its description, so the keyboard reaches it too.
 */
export function ReasonButton({ reason, ...props }: ButtonProps & { reason: string | null }) {
  if (!reason) return <Button {...props} />;
  return (
    <Tooltip content={reason} relationship="description">
      <Button {...props} onClick={undefined} disabledFocusable />
    </Tooltip>
  );
}
