/** The words of signing in the browser (a tax return's e-sign forms, a signature request), one wording for both. */
export const signingText = {
  method: 'How to sign',
  type: 'Type',
  draw: 'Draw',
  typedName: 'Type your full name',
  typedPreview: 'Preview of your signature',
  drawArea: 'Draw your signature with the mouse, a pen or a finger. To sign with the keyboard, use the Type tab.',
  clear: 'Clear',
  agreement: 'By signing, I agree that this electronic signature is as valid as my handwritten signature.',
} as const;
