/**
 * C0 control characters and DEL: never part of a name, a path or a drawable text. A code-point check rather than
 * a regular expression, so the characters stay out of the source.
 */
export function isControlCharacter(codePoint: number): boolean {
  return codePoint < 0x20 || codePoint === 0x7f;
}

export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControlCharacter(text.charCodeAt(i))) return true;
  return false;
}

/** Whether every character of a non-empty text is a control character. */
export function isOnlyControlCharacters(text: string): boolean {
  if (!text) return false;
  for (let i = 0; i < text.length; i++) if (!isControlCharacter(text.charCodeAt(i))) return false;
  return true;
}
