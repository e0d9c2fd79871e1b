/**
 * The tax returns bench's firms: a partner, a few firm users, clients each owning one entity (assigned to the firm
 * users in turn, so a row names its assigned firm user), and one return per entity and tax year (2022-2025) in
 * every status, classified as delivery leaves them (an 8879 with the owner's signature once sent, two vouchers on
 * every third). Written in batches and put on the directory index with its bulk function (indexNewDirectoryItems),
 * the rows reindexing each one would write. The product's modules load on first call: the bench's services must
 * have set the environment first.
 */

export const benchPassword = 'Bench-Password-2026!';
const years = [2022, 2023, 2024, 2025];
const advisorsPerFirm = 5;
const chunk = Number(process.env.BENCH_LOAD_CHUNK ?? 100);
const parallel = Number(process.env.BENCH_LOAD_PARALLEL ?? 4);
const statuses = [
  'sent',
  'signed',
  'finished',
  'draft',
  'action_required',
  'completed',
  'approved',
  'paid',
  'change_requested',
  'processing',
  'error',
  'invoice_paid',
] as const;
const signedStatuses = new Set<string>(['signed', 'completed', 'finished', 'invoice_paid', 'paid']);
const classified = new Set<string>([...signedStatuses, 'sent', 'approved', 'draft', 'change_requested']);

export interface LoadedFirm {
  firmId: string;
  partnerEmail: string;
  returns: number;
}

/** A firm with delivery on and `returns` returns (a multiple of the four years: one per entity and year). */
export async function loadTaxReturnFirm(label: string, returns: number): Promise<LoadedFirm> {
  const { createFirmWithPartner, createUser } = await import('@ledgerline/functions/platform/provision');
  const tag = `${label}-${Date.now()}`;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: `Tax returns ${label}`,
    partner: { email: `p-${tag}@bench.test`, fname: 'Pat', lname: 'Partner', isAdvisor: true, password: benchPassword },
    preferences: { new_tax_return_delivery_enabled: true },
  });
  const advisors: Awaited<ReturnType<typeof createUser>>[] = [];
  for (let i = 0; i < advisorsPerFirm; i++)
    advisors.push(
      await createUser(firmId, {
        email: `a${i}-${tag}@bench.test`,
        fname: 'Adv',
        lname: `Number ${i}`,
        isAdvisor: true,
      }),
    );
  const entities = Math.ceil(returns / years.length);
  const starts = Array.from({ length: Math.ceil(entities / chunk) }, (_, i) => i * chunk);
  let done = 0;
  // Chunks load side by side, so DynamoDB Local always has batches waiting (it, not this process, is the limit).
  const worker = async () => {
    for (let from = starts.shift(); from !== undefined; from = starts.shift()) {
      const to = Math.min(entities, from + chunk);
      const owners = await loadClients(
        firmId,
        label,
        from,
        to,
        advisors.map((a) => a.userId),
      );
      await loadReturns(firmId, owners, advisors);
      done += (to - from) * years.length;
      process.stderr.write(`\rloading ${label}: ${done}/${returns} returns`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  process.stderr.write('\n');
  return { firmId, partnerEmail: partner.email, returns: entities * years.length };
}

async function loadClients(firmId: string, label: string, from: number, to: number, advisorIds: string[]) {
  const { newId } = await import('@ledgerline/functions/platform/auth/secrets');
  const { User } = await import('@ledgerline/functions/platform/data/entities/user');
  const { Company } = await import('@ledgerline/functions/platform/data/entities/company');
  const { Membership } = await import('@ledgerline/functions/platform/data/entities/membership');
  const { indexNewDirectoryItems } = await import('@ledgerline/functions/platform/directory');
  const { entityImage, userImage } = await import('@ledgerline/functions/platform/directory-images');
  const start = Date.parse('2021-01-01T00:00:00Z');
  const owners = [];
  for (let i = from; i < to; i++) {
    const n = String(i + 1).padStart(5, '0');
    const user = {
      firmId,
      userId: newId(),
      uid: newId(),
      email: `client-${n}-${firmId.slice(0, 6)}@bench.test`.toLowerCase(),
      fname: 'Client',
      lname: `Number ${n}`,
      time_zone: 'Pacific Time (US & Canada)',
      preferred_contact_method: 'email' as const,
      is_advisor: false,
      firm_group_id: '',
      assigned_advisor_id: advisorIds[i % advisorIds.length]!,
      readonly_access: false,
      paying: true,
      enabled_2fa: false,
      set_password_required: false,
      preferred_sign_in_method: 'link' as const,
      out_of_office: false,
      created_at: new Date(start + i * 60_000).toISOString(),
    };
    const company = {
      firmId,
      companyId: newId(),
      hash_id: newId().slice(0, 12),
      // Not in creation order, so sorting by name is not the order of the dates.
      name: `${label} Entity ${String((i * 7919) % 100_000).padStart(5, '0')}`,
      entity_type: 'Individual',
      inactive: false,
      readonly_access: false,
      primary_user_id: user.userId,
      owner_ids: [user.userId],
      created_at: user.created_at,
    };
    owners.push({ index: i, user, company });
  }
  const users = owners.map((o) => o.user);
  const companies = owners.map((o) => o.company);
  await User.put(users).go({ concurrent: 4 });
  await Company.put(companies).go({ concurrent: 4 });
  await Membership.put(companies.map((c) => ({ firmId, userId: c.primary_user_id, companyId: c.companyId }))).go({
    concurrent: 4,
  });
  await indexNewDirectoryItems(
    firmId,
    'user',
    users.map((u) => userImage(u as never)!),
  );
  await indexNewDirectoryItems(
    firmId,
    'entity',
    owners.map((o) => entityImage(o.company as never, o.user as never)),
  );
  return owners;
}

type Owner = Awaited<ReturnType<typeof loadClients>>[number];

async function loadReturns(firmId: string, owners: Owner[], advisors: { userId: string }[]) {
  const { newId } = await import('@ledgerline/functions/platform/auth/secrets');
  const { TaxReturn } = await import('@ledgerline/functions/platform/data/entities/tax-return');
  const { indexNewDirectoryItems } = await import('@ledgerline/functions/platform/directory');
  const { taxReturnImage } = await import('@ledgerline/functions/platform/directory-delivery-images');
  const start = Date.parse('2023-02-01T00:00:00Z');
  const advisorsById = new Map(advisors.map((a) => [a.userId, a]));
  const items = [];
  const images = [];
  for (const { index: e, user, company } of owners) {
    for (const [y, year] of years.entries()) {
      const seq = e * years.length + y;
      const status = statuses[(seq + e) % statuses.length]!;
      const at = new Date(start + ((seq * 104_729) % 50_000_000) * 1000).toISOString();
      const signed = signedStatuses.has(status);
      const item = {
        firmId,
        companyId: company.companyId,
        taxReturnId: newId(),
        tax_year: year,
        tax_return_name: `${year} Form 1040`,
        document_name: `${year} Form 1040`,
        status,
        page_count: 60,
        version: 3,
        reminder_disabled: seq % 9 === 0,
        ...(signed || status === 'sent' ? { sent_at: at } : {}),
        ...(seq % 4 === 0 && status === 'sent' ? { last_reminder_sent_at: at } : {}),
        ...(signed ? { last_signed_at: at } : {}),
        ...(classified.has(status)
          ? {
              e_sign_forms: [
                {
                  id: newId(),
                  form_id: '8879',
                  form_name: 'Form 8879',
                  custom_form_name: null,
                  pages: [58],
                  wetSignaturesRequired: false,
                  signatures: [
                    {
                      id: newId(),
                      signer_id: user.userId,
                      name: `${user.fname} ${user.lname}`,
                      title: 'Taxpayer',
                      signatureData: null,
                      isMarkedSigned: signed,
                    },
                  ],
                },
              ],
              payment_vouchers:
                seq % 3 === 0
                  ? [1, 2].map((quarter) => ({
                      id: newId(),
                      voucher_id: '1040-ES',
                      custom_payment_name: null,
                      quarter,
                      page: 59 + quarter,
                      amount: 1250,
                      is_paid: signed && quarter === 1,
                      is_due_asap: false,
                      due_date: `${year + 1}-0${quarter * 3}-15`,
                      paid_at: null,
                    }))
                  : [],
            }
          : {}),
        created_at: at,
        // The item's own updated_at is the time of this write (the entity sets it); the index lists it by this.
        updated_at: at,
      };
      items.push(item);
      images.push(
        taxReturnImage(
          item as never,
          company as never,
          user as never,
          (advisorsById.get(user.assigned_advisor_id) ?? null) as never,
        ),
      );
    }
  }
  await TaxReturn.put(items).go({ concurrent: 4 });
  await indexNewDirectoryItems(firmId, 'tax_return', images);
}
