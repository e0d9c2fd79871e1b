/**
 * A person's names as the product shows them. `full_name` fields are the legal names (first and last, as the
 * directory sorts and searches them); a display name puts a preferred name first where the person gave one
 * (conversations, the activity log, an entity's owners).
 */
interface Names {
  fname?: string | null;
  lname?: string | null;
  preferred_name?: string | null;
}

/** 'First Last', trimmed ('' when neither is known). */
export const fullName = (u: Names | null | undefined): string => (u ? `${u.fname ?? ''} ${u.lname ?? ''}`.trim() : '');

/** 'Preferred Last' when a preferred name is given, else 'First Last'. */
export const displayName = (u: Names | null | undefined): string =>
  u ? `${u.preferred_name || u.fname || ''} ${u.lname ?? ''}`.trim() : '';
