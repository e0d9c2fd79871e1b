import { DialogActions, DialogBody, DialogContent, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useEffect, useRef } from 'react';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // 'Save as draft' on one line: the actions take the width they need, the fields above give way.
  actions: { '& button': { whiteSpace: 'nowrap' } },
});

/**
 * One step of a dialog whose steps share a surface: its title, fields and buttons. When a step replaces another,
 * focus goes to its first field, so the keyboard user is not left on a button that no longer exists.
 */
export function StepBody({ title, actions, children }: { title: string; actions: ReactNode; children: ReactNode }) {
  const s = useStyles();
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const inside = body.current;
    if (!inside || inside.contains(document.activeElement)) return;
    inside.querySelector<HTMLElement>('input, select, textarea, button:not([disabled])')?.focus();
  }, []);
  return (
    <DialogBody ref={body}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent className={s.content}>{children}</DialogContent>
      <DialogActions className={s.actions}>{actions}</DialogActions>
    </DialogBody>
  );
}
