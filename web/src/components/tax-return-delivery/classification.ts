/**
 * The classification as the delivery admin view edits it (FA §3.5 e-sign forms and payment vouchers, §5.8): drafts
 * made from the saved return, checked field by field, and turned back into the PATCH body. Pure: no React.
 */
import { taxReturnAdminText, voucherDueDate } from '@ledgerline/shared/tax-return-delivery';
import type {
  FormDefinitionsList,
  TaxReturnDetail,
  TaxReturnPatch,
  VoucherDefinitionsList,
} from '../../api/tax-return-delivery';
import { deliveryText as t } from '../../texts/taxReturnDelivery';

type FormDefinition = FormDefinitionsList[number];
type VoucherDefinition = VoucherDefinitionsList[number];
type Signer = TaxReturnDetail['signers'][number];

export interface SignatureDraft {
  /** Stable across edits, for React's list keys. */
  key: string;
  id?: string;
  /** The definition's signer role this signature is for ('taxpayer', 'spouse', ...). */
  role: string;
  /** '' when nobody is asked for this role's signature (it is left out on save). */
  signer_id: string;
  title: string;
  isMarkedSigned?: boolean;
}

export interface FormDraft {
  /** Stable across edits, for React's list keys and the fields' ids. */
  key: string;
  id?: string;
  form_id: string;
  custom_form_name: string;
  /** As typed: '3', '3-4' or '3, 5'. */
  pages: string;
  wetSignaturesRequired: boolean;
  signatures: SignatureDraft[];
}

export interface VoucherDraft {
  key: string;
  id?: string;
  voucher_id: string;
  custom_payment_name: string;
  /** As typed, in dollars. */
  amount: string;
  /** 'YYYY-MM-DD' or ''. */
  due_date: string;
  is_due_asap: boolean;
  /** As typed, or ''. */
  page: string;
  /** '1'..'4' or '' for none. */
  quarter: string;
  is_paid: boolean;
}

let lastKey = 0;
export const newKey = () => `d${++lastKey}`;

const roleTitles: Record<string, string> = {
  taxpayer: 'Taxpayer',
  spouse: 'Spouse',
  officer: 'Officer',
  partner: 'Partner',
  fiduciary: 'Fiduciary',
};
export const roleTitle = (role: string) => roleTitles[role] ?? role;

/** A signer's name as the selects show it. */
export const signerName = (s: Pick<Signer, 'fname' | 'lname'>) => `${s.fname} ${s.lname}`.trim();

/**
 * Pages typed as '3', '3-4' or '3, 5-6' (1-based), checked against the return's page count when it is known.
 * Answers the sorted, distinct pages or the message to show.
 */
export function parsePages(text: string, pageCount: number | null): { pages: number[] } | { error: string } {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return { error: t.pagesFormat };
  const pages = new Set<number>();
  for (const part of parts) {
    const m = /^(\d{1,4})(?:\s*-\s*(\d{1,4}))?$/.exec(part);
    if (!m) return { error: t.pagesFormat };
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (to < from) return { error: t.pagesFormat };
    const max = pageCount ?? Number.MAX_SAFE_INTEGER;
    if (from < 1 || to > max) return { error: t.pagesRange(pageCount ?? to) };
    for (let p = from; p <= to; p++) pages.add(p);
  }
  return { pages: [...pages].sort((a, b) => a - b) };
}

/** Pages as typed back: runs of consecutive pages become ranges ([3, 4, 6] reads '3-4, 6'). */
export function formatPages(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(', ');
}

/** A dollar amount as typed ('1,250.50', '$40'), or NaN. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$|^\.\d{1,2}$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/**
 * A new form's signatures: one per signer role of its definition, the entity's owners taken in order (the first
 * owner signs as taxpayer, the second as spouse); a role with no owner left is not asked for.
 */
export function signaturesFor(def: Pick<FormDefinition, 'signers'> | undefined, signers: readonly Signer[]) {
  return (def?.signers ?? ['taxpayer']).map(
    (role, i): SignatureDraft => ({ key: newKey(), role, signer_id: signers[i]?.id ?? '', title: roleTitle(role) }),
  );
}

export function newForm(def: FormDefinition | undefined, signers: readonly Signer[]): FormDraft {
  return {
    key: newKey(),
    form_id: def?.form_id ?? '',
    custom_form_name: '',
    pages: '',
    wetSignaturesRequired: false,
    signatures: signaturesFor(def, signers),
  };
}

/** A voucher for a definition: its quarter and its usual due date in the return's year. */
export function newVoucher(def: VoucherDefinition | undefined, taxYear: number): VoucherDraft {
  return {
    key: newKey(),
    voucher_id: def?.voucher_id ?? '',
    custom_payment_name: '',
    amount: '',
    due_date: def ? voucherDueDate(def, taxYear) : '',
    is_due_asap: false,
    page: '',
    quarter: def?.quarter ? String(def.quarter) : '',
    is_paid: false,
  };
}

/** The saved forms as drafts: each saved signature takes its definition's role by position. */
export function formsFrom(detail: TaxReturnDetail, defs: FormDefinitionsList | undefined): FormDraft[] {
  return detail.e_sign_forms.map((f) => {
    const roles = defs?.find((d) => d.form_id === f.form_id)?.signers ?? [];
    const saved = f.signatures.map(
      (s, i): SignatureDraft => ({
        key: newKey(),
        id: s.id,
        role: roles[i] ?? `signer${i + 1}`,
        signer_id: s.signer_id,
        title: s.title,
        isMarkedSigned: s.isMarkedSigned,
      }),
    );
    // The roles nobody was asked for stay on screen, to be given a signer later.
    const unasked = roles
      .slice(saved.length)
      .map((role): SignatureDraft => ({ key: newKey(), role, signer_id: '', title: roleTitle(role) }));
    return {
      key: newKey(),
      id: f.id,
      form_id: f.form_id,
      custom_form_name: f.custom_form_name ?? '',
      pages: formatPages(f.pages),
      wetSignaturesRequired: f.wetSignaturesRequired,
      signatures: [...saved, ...unasked],
    };
  });
}

export function vouchersFrom(detail: TaxReturnDetail): VoucherDraft[] {
  return detail.payment_vouchers.map((v) => ({
    key: newKey(),
    id: v.id,
    voucher_id: v.voucher_id,
    custom_payment_name: v.custom_payment_name ?? '',
    amount: String(v.amount),
    due_date: v.due_date ?? '',
    is_due_asap: v.is_due_asap,
    page: v.page === null ? '' : String(v.page),
    quarter: v.quarter === null ? '' : String(v.quarter),
    is_paid: v.is_paid,
  }));
}

export type FormErrors = Partial<Record<'form_id' | 'pages', string>>;
export type VoucherErrors = Partial<Record<'voucher_id' | 'amount' | 'page', string>>;

export function formErrors(f: FormDraft, pageCount: number | null): FormErrors {
  const errors: FormErrors = {};
  if (!f.form_id) errors.form_id = t.formRequired;
  const pages = parsePages(f.pages, pageCount);
  if ('error' in pages) errors.pages = pages.error;
  return errors;
}

/** FA §5.8: the amount must be greater than 0 ('Amount must be greater than 0'). */
export function voucherErrors(v: VoucherDraft, pageCount: number | null): VoucherErrors {
  const errors: VoucherErrors = {};
  if (!v.voucher_id) errors.voucher_id = t.voucherRequired;
  const amount = parseAmount(v.amount);
  if (!(amount > 0)) errors.amount = taxReturnAdminText.amountPositive;
  if (v.page.trim()) {
    const page = Number(v.page.trim());
    if (!Number.isInteger(page) || page < 1 || (pageCount !== null && page > pageCount))
      errors.page = t.pageRange(pageCount ?? 1);
  }
  return errors;
}

export const hasErrors = (e: object) => Object.keys(e).length > 0;

/** The PATCH body's e_sign_forms and payment_vouchers (drafts assumed checked). */
export function classificationBody(
  forms: readonly FormDraft[],
  vouchers: readonly VoucherDraft[],
  pageCount: number | null,
): Required<Pick<TaxReturnPatch, 'e_sign_forms' | 'payment_vouchers'>> {
  return {
    e_sign_forms: forms.map((f) => {
      const pages = parsePages(f.pages, pageCount);
      return {
        ...(f.id ? { id: f.id } : {}),
        form_id: f.form_id,
        custom_form_name: f.custom_form_name.trim() || null,
        pages: 'pages' in pages ? pages.pages : [],
        wetSignaturesRequired: f.wetSignaturesRequired,
        signatures: f.signatures
          .filter((s) => s.signer_id)
          .map((s) => ({
            ...(s.id ? { id: s.id } : {}),
            signer_id: s.signer_id,
            title: s.title.trim(),
            ...(s.isMarkedSigned !== undefined ? { isMarkedSigned: s.isMarkedSigned } : {}),
          })),
      };
    }),
    payment_vouchers: vouchers.map((v) => ({
      ...(v.id ? { id: v.id } : {}),
      voucher_id: v.voucher_id,
      custom_payment_name: v.custom_payment_name.trim() || null,
      quarter: v.quarter ? Number(v.quarter) : null,
      page: v.page.trim() ? Number(v.page.trim()) : null,
      amount: parseAmount(v.amount),
      is_paid: v.is_paid,
      is_due_asap: v.is_due_asap,
      due_date: v.due_date || null,
    })),
  };
}
