import { useFocusFinders } from '@fluentui/react-components';

/**
 * Holds Fluent's focus library (tabster) for as long as it is mounted. The Shell mounts it, on demand, once the
 * page is first used: see Shell.
 */
export default function FocusLibraryHold() {
  useFocusFinders();
  return null;
}
