/**
 * Schedule K-1 of Forms 1065, 1120-S and 1041: the left half tells who issued it to whom (parts I and II), the right
 * half holds the numbered items of part III; often followed by its second page, the list of codes.
 */
import type { Drawn } from './information-returns';
import { cityLine, ein, issuers, maskedSsn, money, organisation, person, type Random } from './random';
import type { Sheet } from './sheet';

export type K1Type = 'K-1 (1065)' | 'K-1 (1120-S)' | 'K-1 (1041)';

interface K1Def {
  parent: string;
  title: string;
  omb: string;
  cat: string;
  issuerNames: readonly string[];
  part1: string;
  part2: string;
  part3: string;
  left: {
    label: string;
    value: (r: Random, issuer: ReturnType<typeof organisation>, holder: ReturnType<typeof person>) => string | string[];
    height: number;
  }[];
  items: string[];
  codes: string[];
  holders: string;
  /** Chance of the codes page following. */
  secondPage: number;
}

const center = (r: Random) => r.pick(['Ogden, UT', 'Kansas City, MO', 'e-file']);

const defs: Record<K1Type, K1Def> = {
  'K-1 (1065)': {
    parent: '1065',
    title: "Partner's Share of Income, Deductions, Credits, etc.",
    omb: '1545-0123',
    cat: '11394R',
    issuerNames: issuers.partnerships,
    part1: 'Information About the Partnership',
    part2: 'Information About the Partner',
    part3: "Partner's Share of Current Year Income, Deductions, Credits, and Other Items",
    left: [
      { label: "A Partnership's employer identification number", value: (r) => ein(r), height: 24 },
      {
        label: "B Partnership's name, address, city, state, and ZIP code",
        value: (_r, p) => [p.name, p.street, cityLine(p)],
        height: 52,
      },
      { label: 'C IRS center where partnership filed return', value: center, height: 24 },
      { label: 'D Check if this is a publicly traded partnership (PTP)', value: () => '', height: 16 },
      {
        label: "E Partner's SSN or TIN (Do not use TIN of a disregarded entity. See instructions.)",
        value: (r) => maskedSsn(r),
        height: 26,
      },
      {
        label: 'F Name, address, city, state, and ZIP code for partner entered in E. See instructions.',
        value: (_r, _p, h) => [h.name.toUpperCase(), h.street, cityLine(h)],
        height: 52,
      },
      {
        label: 'G General partner or LLC member-manager / Limited partner or other LLC member',
        value: (r) => r.pick(['Limited partner X', 'General partner X']),
        height: 26,
      },
      { label: 'H1 Domestic partner / Foreign partner', value: () => 'Domestic partner X', height: 22 },
      { label: 'I1 What type of entity is this partner?', value: () => 'INDIVIDUAL', height: 22 },
      {
        label: "J Partner's share of profit, loss, and capital (see instructions): Beginning / Ending",
        value: (r) => {
          const p = `${r.between(0.5, 40).toFixed(4)} %`;
          return [`Profit ${p}   ${p}`, `Loss ${p}   ${p}`, `Capital ${p}   ${p}`];
        },
        height: 50,
      },
      {
        label: "K1 Partner's share of liabilities: Beginning / Ending",
        value: (r) => [`Nonrecourse  ${money(r.amount(100, 90000))}`, `Recourse  ${money(r.amount(100, 90000))}`],
        height: 38,
      },
      {
        label: "L Partner's Capital Account Analysis",
        value: (r) => [
          `Beginning capital account  $ ${money(r.amount(1000, 400000))}`,
          `Current year net income (loss)  $ ${money(r.amount(100, 90000))}`,
          `Withdrawals and distributions  $ (${money(r.amount(100, 50000))})`,
          `Ending capital account  $ ${money(r.amount(1000, 400000))}`,
        ],
        height: 62,
      },
      {
        label: 'M Did the partner contribute property with a built-in gain (loss)?  Yes  No',
        value: () => 'No X',
        height: 22,
      },
    ],
    items: [
      '1 Ordinary business income (loss)',
      '2 Net rental real estate income (loss)',
      '3 Other net rental income (loss)',
      '4a Guaranteed payments for services',
      '4b Guaranteed payments for capital',
      '4c Total guaranteed payments',
      '5 Interest income',
      '6a Ordinary dividends',
      '6b Qualified dividends',
      '6c Dividend equivalents',
      '7 Royalties',
      '8 Net short-term capital gain (loss)',
      '9a Net long-term capital gain (loss)',
      '9b Collectibles (28%) gain (loss)',
      '9c Unrecaptured section 1250 gain',
      '10 Net section 1231 gain (loss)',
      '11 Other income (loss)',
      '12 Section 179 deduction',
      '13 Other deductions',
      '14 Self-employment earnings (loss)',
      '15 Credits',
      '16 Schedule K-3 is attached if checked',
      '17 Alternative minimum tax (AMT) items',
      '18 Tax-exempt income and nondeductible expenses',
      '19 Distributions',
      '20 Other information',
      '21 Foreign taxes paid or accrued',
    ],
    holders: 'partners',
    codes: [
      "1. Ordinary business income (loss). Determine whether the income (loss) is passive or nonpassive and enter on your return as follows. Passive loss: see the Partner's Instructions. Passive income: Schedule E (Form 1040), line 28, column (h). Nonpassive income: Schedule E (Form 1040), line 28, column (k).",
      "2. Net rental real estate income (loss): see the Partner's Instructions.",
      '5. Interest income: Form 1040, line 2b.   6a. Ordinary dividends: Form 1040, line 3b.   6b. Qualified dividends: Form 1040, line 3a.',
      '8. Net short-term capital gain (loss): Schedule D, line 5.   9a. Net long-term capital gain (loss): Schedule D, line 12.',
      '13. Other deductions. Code A Cash contributions (60%). Code H Investment interest expense: Form 4952, line 1. Code L Deductions - portfolio (other): Schedule A, line 16.',
      "14. Self-employment earnings (loss). Note: If you have a section 179 deduction or any partner-level deductions, see the Partner's Instructions before completing Schedule SE. Code A Net earnings (loss) from self-employment: Schedule SE (Form 1040).",
      "19. Distributions. Code A Cash and marketable securities. Code C Other property. See the Partner's Instructions.",
    ],
    secondPage: 0.7,
  },
  'K-1 (1120-S)': {
    parent: '1120-S',
    title: "Shareholder's Share of Income, Deductions, Credits, etc.",
    omb: '1545-0123',
    cat: '11520D',
    issuerNames: issuers.corporations,
    part1: 'Information About the Corporation',
    part2: 'Information About the Shareholder',
    part3: "Shareholder's Share of Current Year Income, Deductions, Credits, and Other Items",
    left: [
      { label: "A Corporation's employer identification number", value: (r) => ein(r), height: 24 },
      {
        label: "B Corporation's name, address, city, state, and ZIP code",
        value: (_r, p) => [p.name, p.street, cityLine(p)],
        height: 52,
      },
      { label: 'C IRS Center where corporation filed return', value: center, height: 24 },
      {
        label: "D Corporation's total number of shares: Beginning of tax year / End of tax year",
        value: (r) => {
          const n = String(r.int(100, 10000));
          return [`${n}   ${n}`];
        },
        height: 30,
      },
      { label: "E Shareholder's identifying number", value: (r) => maskedSsn(r), height: 24 },
      {
        label: "F1 Shareholder's name, address, city, state, and ZIP code",
        value: (_r, _p, h) => [h.name.toUpperCase(), h.street, cityLine(h)],
        height: 52,
      },
      {
        label:
          "F2 If the shareholder is a disregarded entity, a trust, an estate, or a nominee or similar person, enter the shareholder's: TIN / Name",
        value: () => '',
        height: 30,
      },
      { label: 'G Current year allocation percentage', value: (r) => `${r.between(5, 100).toFixed(4)} %`, height: 24 },
      {
        label: "H Shareholder's number of shares: Beginning of tax year / End of tax year",
        value: (r) => {
          const n = String(r.int(10, 5000));
          return [`${n}   ${n}`];
        },
        height: 30,
      },
      { label: 'I Loans from shareholder: Beginning of tax year / End of tax year', value: () => '', height: 30 },
    ],
    items: [
      '1 Ordinary business income (loss)',
      '2 Net rental real estate income (loss)',
      '3 Other net rental income (loss)',
      '4 Interest income',
      '5a Ordinary dividends',
      '5b Qualified dividends',
      '6 Royalties',
      '7 Net short-term capital gain (loss)',
      '8a Net long-term capital gain (loss)',
      '8b Collectibles (28%) gain (loss)',
      '8c Unrecaptured section 1250 gain',
      '9 Net section 1231 gain (loss)',
      '10 Other income (loss)',
      '11 Section 179 deduction',
      '12 Other deductions',
      '13 Credits',
      '14 Schedule K-3 is attached if checked',
      '15 Alternative minimum tax (AMT) items',
      '16 Items affecting shareholder basis',
      '17 Other information',
    ],
    holders: 'shareholders',
    codes: [
      "1. Ordinary business income (loss). Determine whether the income (loss) is passive or nonpassive, and enter on your return as follows. Passive loss: see the Shareholder's Instructions. Passive income: Schedule E, line 28, column (h). Nonpassive income: Schedule E, line 28, column (k).",
      '4. Interest income: Form 1040, line 2b.   5a. Ordinary dividends: Form 1040, line 3b.   5b. Qualified dividends: Form 1040, line 3a.',
      '7. Net short-term capital gain (loss): Schedule D, line 5.   8a. Net long-term capital gain (loss): Schedule D, line 12.',
      '12. Other deductions. Code A Cash contributions (60%). Code H Investment interest expense: Form 4952, line 1.',
      "16. Items affecting shareholder basis. Code C Nondeductible expenses. Code D Distributions. Code E Repayment of loans from shareholders. See the Shareholder's Instructions.",
    ],
    secondPage: 0.5,
  },
  'K-1 (1041)': {
    parent: '1041',
    title: "Beneficiary's Share of Income, Deductions, Credits, etc.",
    omb: '1545-0092',
    cat: '11380D',
    issuerNames: issuers.trusts,
    part1: 'Information About the Estate or Trust',
    part2: 'Information About the Beneficiary',
    part3: "Beneficiary's Share of Current Year Income, Deductions, Credits, and Other Items",
    left: [
      { label: "A Estate's or trust's employer identification number", value: (r) => ein(r), height: 24 },
      { label: "B Estate's or trust's name", value: (_r, p) => p.name, height: 30 },
      {
        label: "C Fiduciary's name, address, city, state, and ZIP code",
        value: (r, p) => [
          `${r.pick(['Cascade Trust Company', 'Ellen M. Hale, Trustee', 'Robert Winston, Executor'])}`,
          p.street,
          cityLine(p),
        ],
        height: 52,
      },
      { label: 'D Check if Form 1041-T was filed and enter the date it was filed', value: () => '', height: 24 },
      {
        label: 'E Check if this is the final Form 1041 for the estate or trust',
        value: (r) => (r.chance(0.2) ? 'X' : ''),
        height: 20,
      },
      { label: "F Beneficiary's identifying number", value: (r) => maskedSsn(r), height: 24 },
      {
        label: "G Beneficiary's name, address, city, state, and ZIP code",
        value: (_r, _p, h) => [h.name.toUpperCase(), h.street, cityLine(h)],
        height: 52,
      },
      { label: 'H Domestic beneficiary / Foreign beneficiary', value: () => 'Domestic beneficiary X', height: 22 },
    ],
    items: [
      '1 Interest income',
      '2a Ordinary dividends',
      '2b Qualified dividends',
      '3 Net short-term capital gain',
      '4a Net long-term capital gain',
      '4b 28% rate gain',
      '4c Unrecaptured section 1250 gain',
      '5 Other portfolio and nonbusiness income',
      '6 Ordinary business income',
      '7 Net rental real estate income',
      '8 Other rental income',
      '9 Directly apportioned deductions',
      '10 Estate tax deduction',
      '11 Final year deductions',
      '12 Alternative minimum tax adjustment',
      '13 Credits and credit recapture',
      '14 Other information',
    ],
    holders: 'beneficiaries',
    codes: [
      '1. Interest income: Form 1040, line 2b.   2a. Ordinary dividends: Form 1040, line 3b.   2b. Qualified dividends: Form 1040, line 3a.',
      '3. Net short-term capital gain: Schedule D, line 5.   4a. Net long-term capital gain: Schedule D, line 12.',
      '5. Other portfolio and nonbusiness income: Schedule E, line 33, column (f).   6. Ordinary business income: Schedule E, line 33, column (d) or (f).',
      '11. Final year deductions. Code A Excess deductions - section 67(e) expenses. Code D Short-term capital loss carryover: Schedule D, line 5.',
      "14. Other information. Code A Tax-exempt interest: Form 1040, line 2a. Code B Foreign taxes: Form 1040, Schedule 3, line 1. See the beneficiary's instructions.",
    ],
    secondPage: 0.5,
  },
};

export async function drawK1(type: K1Type, r: Random, year: number, sheet: () => Promise<Sheet>): Promise<Drawn> {
  const def = defs[type];
  const s = await sheet();
  const issuer = organisation(r, def.issuerNames);
  const holder = person(r);
  const left = 36;
  const mid = 306;
  let y = 32 + r.between(0, 12);
  // Header across the left half; the year and OMB number at the middle.
  s.text(left, y, r.pick(['651123', '671121', '661113']), 6.5);
  s.text(left + 150, y, r.chance(0.5) ? 'Final K-1' : 'Amended K-1', 6.5);
  s.checkbox(left + 140, y, false);
  s.textRight(mid - 6, y, `OMB No. ${def.omb}`, 6.5);
  y += 12;
  s.text(left, y, 'Schedule K-1', r.between(13, 15), 'bold');
  s.text(left + 200, y - 2, String(year), r.between(18, 22), 'bold');
  y += 16;
  s.text(left, y, `(Form ${def.parent})`, 9, 'bold');
  y += 12;
  s.text(left, y, 'Department of the Treasury', 6.5);
  s.text(left, y + 8, 'Internal Revenue Service', 6.5);
  s.text(left + 100, y, `For calendar year ${year}, or tax year`, 6.5);
  s.text(left + 100, y + 8, `beginning  __/__/${year}  ending  __/__/____`, 6.5);
  y += 22;
  s.text(left, y, def.title, r.between(9.5, 11), 'bold');
  y += 13;
  s.text(left, y, 'See separate instructions.', 7);
  y += 12;
  // Part I and II down the left half.
  /** A part's grey heading band, as tall as its wrapped heading; answers its height. */
  const band = (x: number, top: number, w: number, part: string, heading: string) => {
    const lines = s.wrap(heading, w - 44, 7.5, 'bold');
    const h = 4 + lines.length * 9;
    s.fill(x, top, w, h, 0.85);
    s.text(x + 3, top + 2.5, part, 7.5, 'bold');
    lines.forEach((l, i) => {
      s.text(x + 40, top + 2.5 + i * 9, l, 7.5, 'bold');
    });
    return h;
  };
  y += band(left, y, mid - left, 'Part I', def.part1);
  const partTwoAt = def.left.findIndex(
    (l) => /^[EF]\d? /.test(l.label) && /Shareholder|Partner|Beneficiary/.test(l.label),
  );
  def.left.forEach((item, i) => {
    if (i === partTwoAt) {
      y += band(left, y, mid - left, 'Part II', def.part2);
    }
    const value = item.value(r, issuer, holder);
    const h = Math.max(item.height, s.boxHeight(item.label, mid - left, Array.isArray(value) ? value.length : 1));
    s.box(left, y, mid - left, h, item.label, value);
    y += h;
  });
  // Part III: two columns of numbered items down the right half.
  let ry = 56 + r.between(0, 6);
  ry += band(mid, ry, 576 - mid, 'Part III', def.part3);
  const colW = (576 - mid) / 2;
  const itemH = Math.min(30, (700 - ry) / Math.ceil(def.items.length / 2));
  const half = Math.ceil(def.items.length / 2);
  def.items.forEach((label, i) => {
    const col = i < half ? 0 : 1;
    const rowI = col === 0 ? i : i - half;
    const filled = i === 0 || r.chance(0.3);
    const value = filled && !/checked|K-3/.test(label) ? money(r.amount(50, 60000)) : '';
    s.box(mid + col * colW, ry + rowI * itemH, colW, itemH, label, value, { amount: true });
  });
  ry += half * itemH;
  s.box(mid, ry, 576 - mid, 40, 'For IRS Use Only', '');
  const bottom = Math.max(y, ry + 40) + 10;
  s.text(left, bottom, `For Paperwork Reduction Act Notice, see the Instructions for Form ${def.parent}.`, 6.5);
  s.text(left + 250, bottom, `www.irs.gov/Form${def.parent.replace('-', '')}`, 6.5);
  s.text(left + 350, bottom, `Cat. No. ${def.cat}`, 6.5);
  s.textRight(576, bottom, `Schedule K-1 (Form ${def.parent}) ${year}`, 7.5, 'bold');

  if (!r.chance(def.secondPage)) return { differentiator: issuer.name, pages: 1 };
  const p2 = await sheet();
  let py = 36;
  p2.text(36, py, `Schedule K-1 (Form ${def.parent}) ${year}`, 8);
  p2.textRight(576, py, 'Page 2', 8);
  py += 18;
  py +=
    p2.paragraph(
      36,
      py,
      540,
      `This list identifies the codes used on Schedule K-1 for all ${def.holders} and provides summarized reporting information for ${def.holders} who file Form 1040 or 1040-SR. For detailed reporting and filing information, see the separate instructions for Schedule K-1 and the instructions for your income tax return.`,
      8,
    ) + 10;
  for (const c of def.codes) py += p2.paragraph(36, py, 540, c, 8) + 8;
  return { differentiator: issuer.name, pages: 2 };
}
