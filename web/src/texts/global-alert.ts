/** FA §7.5: the platform's global alert (its own module: every screen's first chunk carries it). */
export const globalAlertText = { region: 'Service alert' } as const;
