import { makeResetStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HTMLAttributes } from 'react';

// Fluent's Card as the dashboard uses it (filled, medium, vertical, not interactive), without the ~30 KB of
// styles and focus management for its selectable and interactive variants that the landing page never uses.
const useCardStyles = makeResetStyles({
  '--fui-Card--size': '12px',
  '--fui-Card--border-radius': tokens.borderRadiusMedium,
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  boxSizing: 'border-box',
  overflow: 'hidden',
  padding: 'var(--fui-Card--size)',
  gap: 'var(--fui-Card--size)',
  borderRadius: 'var(--fui-Card--border-radius)',
  color: tokens.colorNeutralForeground1,
  backgroundColor: tokens.colorNeutralBackground1,
  boxShadow: tokens.shadow4,
  // The transparent border that high-contrast modes paint.
  '::after': {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    content: '""',
    pointerEvents: 'none',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    borderRadius: 'var(--fui-Card--border-radius)',
  },
});

/** A static card: looks like Fluent's `<Card>` (class `fui-Card` included) and renders one `<div>`. */
export function CardSurface({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={mergeClasses('fui-Card', useCardStyles(), className)} />;
}
