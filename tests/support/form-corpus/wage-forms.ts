/**
 * Form W-2 (its boxes around the employer's and employee's blocks, the title at the bottom, one or two copies to
 * a page), the SSA-1099 benefit statement and Form 1095-A (parts I to III, sometimes its page of instructions).
 */
import { cityLine, ein, issuers, maskedSsn, money, organisation, person, type Random } from './random';
import type { Sheet } from './sheet';
import type { Drawn } from './information-returns';

const w2Copies = [
  ['Copy B', "To Be Filed With Employee's FEDERAL Tax Return."],
  ['Copy C', "For EMPLOYEE'S RECORDS (See Notice to Employee on the back of Copy B.)"],
  ['Copy 2', "To Be Filed With Employee's State, City, or Local Income Tax Return."],
] as const;

export async function drawW2(r: Random, year: number, sheet: () => Promise<Sheet>): Promise<Drawn> {
  const s = await sheet();
  const employer = organisation(r, issuers.employers);
  const employee = person(r);
  const wages = r.amount(18000, 240000);
  const ssWages = Math.min(wages, 168600);
  const values = {
    ssn: maskedSsn(r),
    ein: ein(r),
    wages: money(wages),
    federal: money(wages * r.between(0.07, 0.22)),
    ssWages: money(ssWages),
    ssTax: money(ssWages * 0.062),
    medicare: money(wages),
    medicareTax: money(wages * 0.0145),
    control: r.chance(0.5) ? r.digits(6) : '',
    box12: [
      r.chance(0.6) ? `D  ${money(r.amount(1000, 23000))}` : '',
      r.chance(0.7) ? `DD  ${money(r.amount(2000, 20000))}` : '',
      r.chance(0.2) ? `W  ${money(r.amount(300, 4000))}` : '',
      '',
    ],
    box14: r.chance(0.3) ? `SDI ${money(r.amount(50, 900))}` : '',
    state: r.pick(['OH', 'CO', 'NC', 'OR', 'WI', 'NY', 'VA', 'AZ']),
    stateId: r.digits(8),
    stateWages: money(wages),
    stateTax: money(wages * r.between(0.02, 0.06)),
    retirement: r.chance(0.6),
  };
  const copies = r.chance(0.35) ? 2 : 1;
  const order = r.chance(0.5) ? [0, 1] : [0, 2];
  for (let c = 0; c < copies; c++) {
    const copy = w2Copies[order[c]!]!;
    const top = 40 + c * 372 + r.between(0, 10);
    const left = 36;
    const L = 262;
    const C = 139;
    const row = 26;
    const lbl = s.style.labelSize;
    s.box(left, top, 170, 24, "a Employee's social security number", values.ssn);
    s.text(left + 180, top + 4, 'OMB No. 1545-0008', lbl + 0.5);
    if (c === 0) s.text(left + 300, top + 4, 'Safe, accurate, FAST! Use IRS e-file', 7, 'bold');
    let y = top + 24;
    s.box(left, y, L, row, 'b Employer identification number (EIN)', values.ein);
    s.box(left + L, y, C, row, '1 Wages, tips, other compensation', values.wages, { amount: true });
    s.box(left + L + C, y, C, row, '2 Federal income tax withheld', values.federal, { amount: true });
    y += row;
    s.box(left, y, L, row * 3, "c Employer's name, address, and ZIP code", [
      employer.name,
      employer.street,
      cityLine(employer),
    ]);
    const right: [string, string, string, string][] = [
      ['3 Social security wages', values.ssWages, '4 Social security tax withheld', values.ssTax],
      ['5 Medicare wages and tips', values.medicare, '6 Medicare tax withheld', values.medicareTax],
      ['7 Social security tips', '', '8 Allocated tips', ''],
    ];
    right.forEach(([l1, v1, l2, v2], i) => {
      s.box(left + L, y + i * row, C, row, l1, v1, { amount: true });
      s.box(left + L + C, y + i * row, C, row, l2, v2, { amount: true });
    });
    y += row * 3;
    s.box(left, y, L, row, 'd Control number', values.control);
    s.box(left + L, y, C, row, '9', '');
    s.box(left + L + C, y, C, row, '10 Dependent care benefits', '', { amount: true });
    y += row;
    s.box(left, y, L, row * 4, "e Employee's first name and initial    Last name    Suff.", [
      employee.name.toUpperCase(),
      employee.street,
      cityLine(employee),
    ]);
    s.text(left + 3, y + row * 4 - 10, "f Employee's address and ZIP code", lbl);
    s.box(left + L, y, C, row, '11 Nonqualified plans', '', { amount: true });
    s.box(left + L + C, y, C, row, '12a See instructions for box 12', values.box12[0]);
    s.box(left + L, y + row, C, row, '13 Statutory employee  Retirement plan  Third-party sick pay', '');
    if (values.retirement) s.checkbox(left + L + 62, y + row + 16, true);
    s.box(left + L + C, y + row, C, row, '12b', values.box12[1]);
    s.box(left + L, y + row * 2, C, row * 2, '14 Other', values.box14);
    s.box(left + L + C, y + row * 2, C, row, '12c', values.box12[2]);
    s.box(left + L + C, y + row * 3, C, row, '12d', values.box12[3]);
    y += row * 4;
    const widths = [40, 100, 80, 70, 80, 70, 100];
    const labels = [
      '15 State',
      "Employer's state ID number",
      '16 State wages, tips, etc.',
      '17 State income tax',
      '18 Local wages, tips, etc.',
      '19 Local income tax',
      '20 Locality name',
    ];
    const stateValues = [values.state, values.stateId, values.stateWages, values.stateTax, '', '', ''];
    let x = left;
    labels.forEach((label, i) => {
      s.box(x, y, widths[i]!, 30, label, stateValues[i], { amount: i === 2 || i === 3 });
      x += widths[i]!;
    });
    y += 36;
    s.onBaseline(left, y + 10, 'Form', 8);
    s.onBaseline(left + 22, y + 10, 'W-2', r.between(16, 20), 'bold');
    s.onBaseline(left + 62, y + 10, 'Wage and Tax Statement', r.between(11, 13), 'bold');
    s.onBaseline(left + 250, y + 10, String(year), r.between(18, 22), 'bold');
    s.textRight(576, y + 2, 'Department of the Treasury - Internal Revenue Service', 7);
    y += 20;
    s.text(left, y, `${copy[0]} - ${copy[1]}`, 7.5, 'bold');
    if (c === 0 && copy[0] === 'Copy B')
      s.text(left, y + 10, 'This information is being furnished to the Internal Revenue Service.', 7);
  }
  if (copies === 1) {
    let y = 470;
    s.text(36, y, 'Notice to Employee', 9, 'bold');
    y += 14;
    for (const p of [
      'Do you have to file? Refer to the Form 1040 instructions to determine if you are required to file a tax return. Even if you do not have to file a tax return, you may be eligible for a refund if box 2 shows an amount or if you are eligible for any credit.',
      'Earned income credit (EIC). You may be able to take the EIC for the current year if your adjusted gross income (AGI) is less than a certain amount.',
      'Corrections. If your name, SSN, or address is incorrect, correct your SSA records by calling SSA at 800-772-1213. Ask your employer to correct your Form W-2 if the amounts are wrong.',
    ])
      y += s.paragraph(36, y, 540, p, 7.5) + 5;
  }
  return { differentiator: employer.name, pages: 1 };
}

export async function drawSsa1099(r: Random, year: number, sheet: () => Promise<Sheet>): Promise<Drawn> {
  const s = await sheet();
  const beneficiary = person(r);
  const paid = r.amount(8000, 48000);
  const repaid = r.chance(0.15) ? r.amount(100, 2000) : 0;
  const medicare = r.chance(0.8) ? 174.7 * 12 : 0;
  const left = 40;
  let y = 44 + r.between(0, 16);
  s.text(left, y, `FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT`, r.between(11, 13), 'bold');
  s.textRight(572, y - 4, String(year), 22, 'bold');
  y += 20;
  s.text(left, y, '- PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME.', 7.5);
  s.text(left, y + 10, '- SEE THE REVERSE FOR MORE INFORMATION.', 7.5);
  y += 28;
  s.box(left, y, 330, 34, 'Box 1. Name', beneficiary.name.toUpperCase());
  s.box(left + 330, y, 202, 34, "Box 2. Beneficiary's Social Security Number", maskedSsn(r));
  y += 34;
  s.box(left, y, 178, 36, `Box 3. Benefits Paid in ${year}`, money(paid), { amount: true });
  s.box(left + 178, y, 177, 36, `Box 4. Benefits Repaid to SSA in ${year}`, repaid ? money(repaid) : 'NONE', {
    amount: true,
  });
  s.box(left + 355, y, 177, 36, `Box 5. Net Benefits for ${year} (Box 3 minus Box 4)`, money(paid - repaid), {
    amount: true,
  });
  y += 36;
  const describe3 = [
    `Paid by check or direct deposit    $${money(paid - medicare)}`,
    ...(medicare ? [`Medicare Part B premiums deducted    $${money(medicare)}`] : []),
    `Total Additions    $${money(paid)}`,
    `Benefits for ${year}    $${money(paid)}`,
  ];
  s.box(left, y, 340, 110, 'DESCRIPTION OF AMOUNT IN BOX 3', describe3);
  s.box(
    left + 340,
    y,
    192,
    110,
    'DESCRIPTION OF AMOUNT IN BOX 4',
    repaid ? [`Benefits repaid to SSA in ${year}  $${money(repaid)}`] : ['NONE'],
  );
  y += 110;
  s.box(
    left,
    y,
    178,
    60,
    'Box 6. Voluntary Federal Income Tax Withholding',
    r.chance(0.3) ? money(paid * 0.1) : 'NONE',
    {
      amount: true,
    },
  );
  s.box(left + 178, y, 220, 60, 'Box 7. Address', [beneficiary.street, cityLine(beneficiary)]);
  s.box(left + 398, y, 134, 60, 'Box 8. Claim Number (Use this number if you need to contact SSA.)', `${r.digits(9)}A`);
  y += 70;
  s.text(left, y, `Form SSA-1099-SM (1-${year + 1})`, 8);
  s.textRight(572, y, 'DO NOT RETURN THIS FORM TO SSA OR IRS', 8, 'bold');
  y += 34;
  for (const p of [
    'Keep this statement for your records. You may need it to complete your federal income tax return. Social security benefits received by you may be taxable if your income is above certain amounts.',
    'If you have questions about the information on this form, visit www.socialsecurity.gov or call 1-800-772-1213. The Social Security Administration will not send you a corrected statement unless you ask for one.',
  ])
    y += s.paragraph(left, y, 532, p, 8) + 6;
  return { differentiator: 'Social Security Administration', pages: 1 };
}

const insurers = [
  'Blue Meadow Health Plan',
  'Summit Care Insurance Co',
  'Harbor Health Alliance',
  'Evergreen Mutual Health',
];
const marketplaces = ['HealthCare.gov', 'Covered California', 'Connect for Health Colorado', 'NY State of Health'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export async function draw1095A(r: Random, year: number, sheet: () => Promise<Sheet>): Promise<Drawn> {
  const s = await sheet();
  const recipient = person(r);
  const spouse = r.chance(0.5) ? person(r) : null;
  const insurer = r.pick(insurers);
  const left = 36;
  let y = 36 + r.between(0, 12);
  s.onBaseline(left, y + 10, 'Form', 8);
  s.onBaseline(left + 22, y + 10, '1095-A', 18, 'bold');
  s.text(left, y + 18, 'Department of the Treasury', 6.5);
  s.text(left, y + 26, 'Internal Revenue Service', 6.5);
  s.text(left + 150, y - 2, 'Health Insurance Marketplace Statement', r.between(13, 15), 'bold');
  s.text(left + 150, y + 16, 'Do not attach to your tax return. Keep for your records.', 7.5, 'bold');
  s.text(left + 150, y + 26, 'Go to www.irs.gov/Form1095A for instructions and the latest information.', 7.5);
  s.textRight(576, y - 2, 'OMB No. 1545-2232', 7);
  s.textRight(576, y + 8, String(year), 20, 'bold');
  s.text(left + 440, y + 32, 'VOID', 7);
  s.text(left + 490, y + 32, 'CORRECTED', 7);
  y += 46;
  // Real forms print part headings white on a black band; a light band keeps them readable after a poor scan.
  s.fill(left, y, 540, 13, 0.85);
  s.text(left + 4, y + 3, 'Part I', 8, 'bold');
  s.text(left + 50, y + 3, 'Recipient Information', 8, 'bold');
  y += 13;
  const d = (rr: Random) =>
    `${String(rr.int(1, 12)).padStart(2, '0')}/${String(rr.int(1, 28)).padStart(2, '0')}/${rr.int(1950, 2000)}`;
  const part1: [string, string, number][][] = [
    [
      ['1 Marketplace identifier', r.pick(marketplaces), 180],
      ['2 Marketplace-assigned policy number', r.digits(10), 180],
      ["3 Policy issuer's name", insurer, 180],
    ],
    [
      ["4 Recipient's name", recipient.name.toUpperCase(), 250],
      ["5 Recipient's SSN", maskedSsn(r), 145],
      ["6 Recipient's date of birth", d(r), 145],
    ],
    [
      ["7 Recipient's spouse's name", spouse ? spouse.name.toUpperCase() : '', 250],
      ["8 Recipient's spouse's SSN", spouse ? maskedSsn(r) : '', 145],
      ["9 Recipient's spouse's date of birth", spouse ? d(r) : '', 145],
    ],
    [
      ['10 Policy start date', `01/01/${year}`, 135],
      ['11 Policy termination date', `12/31/${year}`, 135],
      ['12 Street address (including apartment no.)', recipient.street, 270],
    ],
    [
      ['13 City or town', recipient.city, 180],
      ['14 State or province', recipient.state, 180],
      ['15 Country and ZIP or foreign postal code', `US ${recipient.zip}`, 180],
    ],
  ];
  for (const rowCells of part1) {
    let x = left;
    for (const [label, value, w] of rowCells) {
      s.box(x, y, w, 26, label, value);
      x += w;
    }
    y += 26;
  }
  y += 4;
  s.fill(left, y, 540, 13, 0.85);
  s.text(left + 4, y + 3, 'Part II', 8, 'bold');
  s.text(left + 50, y + 3, 'Covered Individuals', 8, 'bold');
  y += 13;
  const cols2: [string, number][] = [
    ['A. Covered individual name', 180],
    ['B. Covered individual SSN', 90],
    ['C. Covered individual date of birth', 90],
    ['D. Coverage start date', 90],
    ['E. Coverage termination date', 90],
  ];
  let x = left;
  for (const [label, w] of cols2) {
    s.box(x, y, w, 22, label, '');
    x += w;
  }
  y += 22;
  const covered = [recipient, ...(spouse ? [spouse] : [])];
  for (let i = 0; i < 3; i++) {
    x = left;
    const who = covered[i];
    const cells = who
      ? [who.name.toUpperCase(), maskedSsn(r), d(r), `01/01/${year}`, `12/31/${year}`]
      : ['', '', '', '', ''];
    s.text(x - 18 + 4, y + 5, String(16 + i), 7);
    cols2.forEach(([, w], j) => {
      s.box(x, y, w, 16, '', cells[j]);
      x += w;
    });
    y += 16;
  }
  y += 4;
  s.fill(left, y, 540, 13, 0.85);
  s.text(left + 4, y + 3, 'Part III', 8, 'bold');
  s.text(left + 50, y + 3, 'Coverage Information', 8, 'bold');
  y += 13;
  const cols3: [string, number][] = [
    ['Month', 90],
    ['A. Monthly enrollment premiums', 150],
    ['B. Monthly second lowest cost silver plan (SLCSP) premium', 150],
    ['C. Monthly advance payment of premium tax credit', 150],
  ];
  x = left;
  for (const [label, w] of cols3) {
    s.box(x, y, w, 24, label, '');
    x += w;
  }
  y += 24;
  const premium = r.amount(300, 1500);
  const slcsp = premium * r.between(0.8, 1.2);
  const advance = premium * r.between(0.2, 0.9);
  months.forEach((m, i) => {
    x = left;
    const cells = [`${21 + i} ${m}`, money(premium), money(slcsp), money(advance)];
    cols3.forEach(([, w], j) => {
      s.box(x, y, w, 15, '', cells[j], { amount: j > 0 });
      x += w;
    });
    y += 15;
  });
  x = left;
  ['33 Annual Totals', money(premium * 12), money(slcsp * 12), money(advance * 12)].forEach((c, j) => {
    s.box(x, y, cols3[j]![1], 15, '', c, { amount: j > 0 });
    x += cols3[j]![1];
  });
  y += 24;
  s.text(left, y, 'For Privacy Act and Paperwork Reduction Act Notice, see separate instructions.', 7);
  s.text(left + 330, y, 'Cat. No. 60703Q', 7);
  s.textRight(576, y, `Form 1095-A (${year})`, 7.5, 'bold');
  let pages = 1;
  if (r.chance(0.3)) {
    pages = 2;
    const p2 = await sheet();
    let py = 40;
    p2.text(36, py, `Form 1095-A (${year})`, 8);
    p2.textRight(576, py, 'Page 2', 8);
    py += 24;
    p2.text(36, py, 'Instructions for Recipient', 11, 'bold');
    py += 18;
    for (const p of [
      'You received this Form 1095-A because you or a family member enrolled in health insurance coverage through the Health Insurance Marketplace. This Form 1095-A provides information you need to complete Form 8962, Premium Tax Credit (PTC).',
      'You must file a tax return if advance payments of the premium tax credit were made for you or any family member enrolled with you. Part I. Recipient Information, lines 1-15. Part I reports information about you, the insurance company that issued your policy, and the Marketplace where you enrolled in the coverage.',
      'Part II. Covered Individuals, lines 16-20. Part II reports information about each individual who is covered under your policy. Part III. Coverage Information, lines 21-33. Part III reports information about your insurance coverage that you will need to complete Form 8962.',
      'Column A. This column is the monthly premiums for the plan in which you or family members were enrolled, including premiums that you paid and premiums that were paid through advance payments of the premium tax credit.',
    ])
      py += p2.paragraph(36, py, 540, p, 8.5) + 8;
  }
  return { differentiator: insurer, pages };
}
