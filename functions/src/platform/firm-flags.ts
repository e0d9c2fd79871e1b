/** A firm preference flag (FA §3.4) is on only when it is stored as true: absent, null or anything else is off. */
export function firmFlagOn(firm: { preferences?: unknown } | null | undefined, flag: string): boolean {
  const preferences = firm?.preferences;
  return (
    typeof preferences === 'object' && preferences !== null && (preferences as Record<string, unknown>)[flag] === true
  );
}
