import { describe, expect, it } from 'vitest';
import { signatureRequestText as text } from '@ledgerline/shared/signature-requests';
import { completable, newSigner, statusOfSigners, visibleToClient, whyCannotSign } from './rules';

const signer = (over: Partial<ReturnType<typeof newSigner>> = {}) => ({
  ...newSigner({ userId: 'u1', fname: 'Tia', lname: 'Taxpayer', email: 'tia@example.com' }),
  ...over,
});

describe('signature request rules (FA §4.3)', () => {
  it('a listed signer signs once, only while the request is sent', () => {
    expect(whyCannotSign('sent', undefined)).toEqual({ status: 403, text: text.notASigner });
    expect(whyCannotSign('sent', signer({ signed: true }))).toEqual({ status: 409, text: text.alreadySigned });
    expect(whyCannotSign('completed', signer())).toEqual({ status: 409, text: text.notSignable });
    // A staff mark does not stop the owner signing later.
    expect(whyCannotSign('sent', signer({ is_marked_signed: true }))).toBeNull();
  });

  it('it is signed once every signer signed, themselves or by a staff mark', () => {
    expect(statusOfSigners([signer({ signed: true }), signer({ id: 'u2' })])).toBe('sent');
    expect(statusOfSigners([signer({ signed: true }), signer({ id: 'u2', is_marked_signed: true })])).toBe('signed');
    expect(statusOfSigners([])).toBe('sent');
  });

  it('completed from sent or signed; clients see what was sent', () => {
    expect(['sent', 'signed'].every(completable)).toBe(true);
    expect(['processing', 'error', 'action_required', 'completed'].some(completable)).toBe(false);
    expect(visibleToClient('processing')).toBe(false);
    expect(visibleToClient('completed')).toBe(true);
  });
});
