import { useCallback, useState } from 'react';
import type { Problems } from './send-rules';

/**
 * A form's messages show field by field once the field was left or changed, not before: a dialog that opens
 * already red reads as a mistake. Send stays off while any problem remains, touched or not.
 */
export function useTouched(problems: Problems) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback(
    (...fields: string[]) =>
      setTouched((was) => (fields.every((f) => was.has(f)) ? was : new Set([...was, ...fields]))),
    [],
  );
  const shown = (field: string): string | undefined => (touched.has(field) ? problems[field] : undefined);
  return { touch, shown };
}

/** A Field's validation props for a message (or none). */
export const validation = (message: string | undefined) =>
  ({ validationState: message ? 'error' : 'none', validationMessage: message }) as const;
