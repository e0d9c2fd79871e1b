/**
 * The annotations being edited, against the last saved list: what changed, whether any textbox is invalid, and the
 * save. A new list from the host (a reload) replaces the draft only when the reviewer has changed nothing.
 */
import { annotationTextProblem } from '@ledgerline/shared/extracted-documents';
import type { Annotation, SavedAnnotation } from '@ledgerline/shared/schemas/extracted-documents';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { annotationsChanged, annotationsToSave } from './annotation-geometry';

export function useAnnotationDraft(
  saved: readonly SavedAnnotation[],
  onSave: (annotations: Annotation[]) => Promise<boolean>,
) {
  const [items, setItems] = useState<Annotation[]>(() => [...saved]);
  const [baseline, setBaseline] = useState<readonly Annotation[]>(saved);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Hosts often pass a fresh array each render: follow the content, not the identity.
  const savedKey = useMemo(() => JSON.stringify(saved), [saved]);
  const latest = useRef({ items, baseline, saved });
  latest.current = { items, baseline, saved };
  // biome-ignore lint/correctness/useExhaustiveDependencies: savedKey stands for `saved`'s content; the rest is read through the ref
  useEffect(() => {
    const now = latest.current;
    if (annotationsChanged(now.items, now.baseline)) return;
    setItems([...now.saved]);
    setBaseline(now.saved);
  }, [savedKey]);

  const changed = useMemo(() => annotationsChanged(items, baseline), [items, baseline]);
  const firstInvalid = useMemo(
    () => items.find((a) => annotationTextProblem(a.shape_type, a.text) !== null) ?? null,
    [items],
  );

  const add = useCallback((annotation: Annotation) => {
    setItems((list) => [...list, annotation]);
    setSelectedId(annotation.id);
  }, []);

  const update = useCallback((id: string, change: (a: Annotation) => Annotation) => {
    setItems((list) => list.map((a) => (a.id === id ? change(a) : a)));
  }, []);

  const remove = useCallback((id: string) => {
    setItems((list) => list.filter((a) => a.id !== id));
    setSelectedId((current) => (current === id ? null : current));
  }, []);

  const save = useCallback(async () => {
    const list = annotationsToSave(latest.current.items);
    setSaving(true);
    try {
      if (await onSave(list)) {
        setItems(list);
        setBaseline(list);
      }
    } catch (err) {
      // The host shows what went wrong; the draft stays as it is so nothing typed is lost.
      console.error('Saving annotations', err);
    } finally {
      setSaving(false);
    }
  }, [onSave]);

  return {
    items,
    selected: items.find((a) => a.id === selectedId) ?? null,
    select: setSelectedId,
    add,
    update,
    remove,
    changed,
    firstInvalid,
    canSave: changed && firstInvalid === null && !saving,
    saving,
    save,
  };
}
