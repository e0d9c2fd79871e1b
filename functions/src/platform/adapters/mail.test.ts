import { beforeEach, describe, expect, it, vi } from 'vitest';

const sent: unknown[] = [];
vi.mock('@aws-sdk/client-sesv2', () => ({
  SESv2Client: class {
    async send(command: { input: unknown }) {
      sent.push(command.input);
      return {};
    }
  },
  SendEmailCommand: class {
    constructor(readonly input: unknown) {}
  },
}));

describe('the mail adapter', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('sends to a real address', async () => {
    const { sendMail } = await import('./mail');
    await sendMail({ to: 'casey@example.com', subject: 'Hello', text: 'Hi' });
    expect(sent).toHaveLength(1);
  });

  it('never sends to the temporary email of a client without one (FA §5.1), in any case', async () => {
    const { sendMail } = await import('./mail');
    await sendMail({ to: 'temp-1@no-email.ledgerline.invalid', subject: 'Hello', text: 'Hi' });
    await sendMail({ to: 'TEMP-2@No-Email.Ledgerline.Invalid', subject: 'Hello', text: 'Hi' });
    expect(sent).toHaveLength(0);
  });
});
