/**
 * The documents that are not IRS forms: a county's property tax bill with its payment stub, a charity's receipt
 * for a gift, and two 'Other' pages clients send along — a cover letter and a bank statement (which mentions
 * interest, and is still not a 1099-INT).
 */
import type { Drawn } from './information-returns';
import { accountNumber, cityLine, issuers, money, organisation, person, type Random } from './random';
import type { Sheet } from './sheet';

export async function drawPropertyTaxBill(r: Random, year: number, sheet: () => Promise<Sheet>): Promise<Drawn> {
  const s = await sheet();
  const county = r.pick(issuers.counties);
  const owner = person(r);
  const left = 40;
  let y = 40 + r.between(0, 14);
  const office = r.pick(['Treasurer', 'Tax Collector', 'Assessor-Collector']);
  s.text(left, y, `${county.toUpperCase()} ${office.toUpperCase()}`, r.between(13, 15), 'bold');
  s.text(left, y + 18, `${r.int(100, 999)} Government Center Drive`, 8.5);
  s.text(
    left,
    y + 29,
    `Office hours 8:00 a.m. - 4:30 p.m.   Telephone (${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`,
    8.5,
  );
  const heading = r.pick([
    `${year} Real Estate Tax Bill`,
    `${year} Property Tax Statement`,
    `Property Tax Bill - Tax Year ${year}`,
  ]);
  s.textRight(572, y, heading, r.between(12, 14), 'bold');
  s.textRight(572, y + 18, r.pick(['First Half and Second Half Installments', 'Annual Statement']), 8.5);
  y += 56;
  s.line(left, y, 572, y, 1.2);
  y += 10;
  const parcel = `${r.digits(3)}-${r.digits(6)}-${r.digits(2)}`;
  s.box(left, y, 200, 34, 'Parcel Number', parcel);
  s.box(
    left + 200,
    y,
    180,
    34,
    'Tax District',
    `${r.int(10, 99)} - ${r.pick(['City of Columbus', 'Westside School District', 'Unincorporated'])}`,
  );
  s.box(left + 380, y, 152, 34, 'Bill Number', r.digits(8));
  y += 34;
  s.box(left, y, 266, 50, 'Owner Name and Mailing Address', [owner.name.toUpperCase(), owner.street, cityLine(owner)]);
  s.box(left + 266, y, 266, 50, 'Property Location', [
    `${r.int(10, 9000)} ${r.pick(['Willow Bend', 'Meadow Lark Ln', 'Harbor View Ct'])}`,
    r.pick(['Lot 14 Blk 3 Sunnyside Estates', 'Acres 0.25', 'Condo Unit 4B']),
  ]);
  y += 60;
  const land = r.amount(20000, 200000);
  const improvements = r.amount(60000, 700000);
  const assessed = (land + improvements) * r.pick([0.35, 1, 0.1]);
  s.text(left, y, 'ASSESSED VALUATION', 9, 'bold');
  y += 14;
  const valuation: [string, number][] = [
    ['Land', land],
    ['Improvements', improvements],
    ['Total Market Value', land + improvements],
    ['Taxable (Assessed) Value', assessed],
  ];
  for (const [label, v] of valuation) {
    s.text(left + 10, y, label, 8.5);
    s.textRight(300, y, money(v), 8.5, s.style.valueFont);
    y += 12;
  }
  y += 10;
  s.text(left, y, 'TAXING AUTHORITY', 9, 'bold');
  s.textRight(400, y, 'RATE (MILLS)', 9, 'bold');
  s.textRight(572, y, 'TAX', 9, 'bold');
  y += 14;
  let total = 0;
  for (const authority of r
    .shuffle([
      `${county} General Fund`,
      'School District Operating',
      'City Services',
      'Library District',
      'Fire Protection District',
      'Parks and Recreation',
    ])
    .slice(0, r.int(3, 6))) {
    const mills = r.between(0.5, 30);
    const tax = (assessed * mills) / 1000;
    total += tax;
    s.text(left + 10, y, authority, 8.5);
    s.textRight(400, y, mills.toFixed(4), 8.5);
    s.textRight(572, y, money(tax), 8.5, s.style.valueFont);
    y += 12;
  }
  y += 6;
  s.line(340, y, 572, y, 0.8);
  y += 6;
  s.text(340, y, 'Total Tax Due', 9.5, 'bold');
  s.textRight(572, y, `$${money(total)}`, 9.5, 'bold');
  y += 14;
  s.text(340, y, `First Half Due 02/${r.int(10, 28)}/${year + 1}`, 8.5);
  s.textRight(572, y, money(total / 2), 8.5);
  y += 12;
  s.text(340, y, `Second Half Due 07/${r.int(10, 28)}/${year + 1}`, 8.5);
  s.textRight(572, y, money(total / 2), 8.5);
  y += 24;
  s.paragraph(
    left,
    y,
    532,
    'Taxes not paid by the due date are subject to penalty and interest as provided by law. Keep this portion for your records; it may be used as proof of payment of real estate taxes for your income tax return.',
    7.5,
  );
  // The stub to tear off and return.
  const stub = 600 + r.between(0, 30);
  for (let x = left; x < 572; x += 8) s.line(x, stub, x + 4, stub, 0.6);
  s.text(left, stub + 12, 'PLEASE RETURN THIS STUB WITH YOUR PAYMENT', 8.5, 'bold');
  s.text(left, stub + 28, `Parcel ${parcel}`, 8.5);
  s.text(left, stub + 40, owner.name.toUpperCase(), 8.5);
  s.text(left, stub + 52, `Make checks payable to ${county} ${office}`, 8.5);
  s.box(360, stub + 24, 212, 40, 'Amount Due', `$${money(total / 2)}`, { amount: true });
  return { differentiator: county, pages: 1 };
}

export async function drawCharitableReceipt(r: Random, year: number, sheet: () => Promise<Sheet>): Promise<Drawn> {
  const s = await sheet();
  const charity = organisation(r, issuers.charities);
  const donor = person(r);
  const left = 60;
  let y = 50 + r.between(0, 20);
  const serif = r.chance(0.5);
  const body = serif ? 'serif' : 'regular';
  const bold = serif ? 'serifBold' : 'bold';
  s.text(left, y, charity.name, r.between(15, 18), bold);
  s.text(left, y + 22, `${charity.street} | ${cityLine(charity)} | ${charity.phone}`, 8.5, body);
  y += 40;
  s.line(left, y, 552, y, 1);
  y += 24;
  s.text(
    left,
    y,
    r.pick([
      'Charitable Contribution Receipt',
      'Donation Receipt',
      'Official Receipt for Income Tax Purposes',
      'Acknowledgment of Charitable Contribution',
    ]),
    14,
    bold,
  );
  y += 30;
  const amount = r.amount(25, 9000);
  const date = `${r.pick(['January', 'March', 'May', 'June', 'September', 'November', 'December'])} ${r.int(1, 28)}, ${year}`;
  s.text(left, y, `Date: ${date}`, 10.5, body);
  y += 24;
  s.text(left, y, donor.name, 10.5, body);
  s.text(left, y + 13, donor.street, 10.5, body);
  s.text(left, y + 26, cityLine(donor), 10.5, body);
  y += 56;
  s.text(left, y, `Dear ${donor.name.split(' ')[0]},`, 10.5, body);
  y += 20;
  const gift = r.pick(['cash', 'check', 'credit card']);
  for (const p of [
    `Thank you for your generous gift of $${money(amount)} to ${charity.name}, received by ${gift} on ${date}. Your support makes our work in the community possible.`,
    r.chance(0.8)
      ? 'No goods or services were provided in exchange for this contribution.'
      : `In exchange for your contribution you received a dinner valued at $${money(Math.min(amount / 4, 60))}; the deductible portion is the amount paid above that value.`,
    `${charity.name} is a tax-exempt organization under Section 501(c)(3) of the Internal Revenue Code. Our federal tax identification number (EIN) is ${r.int(10, 98)}-${r.digits(7)}. Please keep this receipt for your tax records.`,
  ])
    y += s.paragraph(left, y, 492, p, 10.5, body) + 10;
  y += 10;
  s.text(left, y, 'With gratitude,', 10.5, body);
  s.text(
    left,
    y + 34,
    `${person(r).name}, ${r.pick(['Executive Director', 'Development Director', 'Treasurer'])}`,
    10.5,
    body,
  );
  y += 70;
  s.box(left, y, 240, 44, 'Contribution summary', [`Amount received: $${money(amount)}`, `Tax year: ${year}`]);
  return { differentiator: charity.name, pages: 1 };
}

/** A letter clients put on top of their documents: an 'Other' page. */
export async function drawCoverLetter(r: Random, year: number, sheet: () => Promise<Sheet>): Promise<Drawn> {
  const s = await sheet();
  const client = person(r);
  const firm = r.pick(issuers.firms);
  const left = 72;
  let y = 72 + r.between(0, 30);
  const body = r.pick(['serif', 'regular'] as const);
  s.text(left, y, client.name, 11, body);
  s.text(left, y + 14, client.street, 11, body);
  s.text(left, y + 28, cityLine(client), 11, body);
  y += 60;
  s.text(left, y, `${r.pick(['February', 'March', 'April'])} ${r.int(1, 28)}, ${year + 1}`, 11, body);
  y += 30;
  s.text(left, y, firm, 11, body);
  s.text(left, y + 14, 'Attn: Tax Preparation Team', 11, body);
  y += 44;
  s.text(left, y, `Dear ${firm.split(' ')[0]} team,`, 11, body);
  y += 24;
  for (const p of [
    `Enclosed please find the documents for our ${year} income tax return. I have scanned everything we received this year into one file so that nothing gets lost.`,
    r.pick([
      'We sold our old car this year and started a small consulting side business in the fall. Let me know if you need receipts for the home office.',
      'Our daughter started college in August, and we refinanced the house in the spring. The closing statement is in the folder as well.',
      'Nothing much changed from last year, except that I changed jobs in June. Please call me if anything is missing.',
    ]),
    'Thank you for your help again this year. You can reach me by phone in the evenings or by email at any time.',
  ])
    y += s.paragraph(left, y, 468, p, 11, body) + 12;
  y += 12;
  s.text(left, y, 'Sincerely,', 11, body);
  s.text(left, y + 40, client.name, 11, body);
  return { differentiator: '', pages: 1 };
}

/** A month of a checking account: interest is mentioned, yet it is no tax form. */
export async function drawBankStatement(r: Random, year: number, sheet: () => Promise<Sheet>): Promise<Drawn> {
  const s = await sheet();
  const bank = organisation(r, issuers.banks);
  const client = person(r);
  const left = 44;
  let y = 40 + r.between(0, 12);
  s.text(left, y, bank.name, r.between(14, 17), 'bold');
  s.text(left, y + 20, `${bank.street}, ${cityLine(bank)}`, 8);
  s.text(left, y + 30, `Customer Service ${bank.phone}`, 8);
  const month = r.int(1, 12);
  const last = new Date(year, month, 0).getDate();
  s.textRight(568, y, r.pick(['Account Statement', 'Checking Account Statement', 'Monthly Statement']), 12, 'bold');
  s.textRight(568, y + 16, `Statement Period: ${month}/01/${year} - ${month}/${last}/${year}`, 8.5);
  s.textRight(568, y + 28, `Account Number: ****${r.digits(4)}`, 8.5);
  y += 56;
  s.text(left, y, client.name.toUpperCase(), 9.5);
  s.text(left, y + 12, client.street, 9.5);
  s.text(left, y + 24, cityLine(client), 9.5);
  y += 48;
  let balance = r.amount(500, 20000);
  const summaryTop = y;
  s.fill(left, y, 524, 14, 0.85);
  s.text(left + 4, y + 3.5, 'Account Summary', 8.5, 'bold');
  y += 20;
  const opening = balance;
  const rows: [string, string, number][] = [];
  for (let i = r.int(8, 16); i > 0; i--) {
    const deposit = r.chance(0.3);
    const amount = deposit ? r.amount(100, 4000) : -r.amount(5, 900);
    balance += amount;
    rows.push([
      `${month}/${String(r.int(1, last)).padStart(2, '0')}`,
      deposit
        ? r.pick(['Direct Deposit Payroll', 'Mobile Check Deposit', 'Transfer from Savings'])
        : r.pick([
            'Debit Card Purchase Grocery Mart',
            'Online Payment Electric Co',
            'ATM Withdrawal',
            `Check #${r.int(1000, 1999)}`,
            'Debit Card Purchase Fuel Stop',
          ]),
      amount,
    ]);
  }
  const interest = r.amount(0.05, 12);
  balance += interest;
  rows.sort((a, b) => a[0].localeCompare(b[0]));
  rows.push([`${month}/${last}`, 'Interest Paid This Period', interest]);
  for (const [label, v] of [
    ['Beginning Balance', opening],
    ['Deposits and Other Credits', rows.filter((x) => x[2] > 0).reduce((t, x) => t + x[2], 0)],
    ['Withdrawals and Other Debits', -rows.filter((x) => x[2] < 0).reduce((t, x) => t + x[2], 0)],
    ['Ending Balance', balance],
  ] as const) {
    s.text(left + 6, y, label, 8.5);
    s.textRight(300, y, `$${money(v)}`, 8.5);
    y += 12;
  }
  s.text(330, summaryTop + 20, `Interest Earned Year-to-Date: $${money(interest * month)}`, 8.5);
  s.text(330, summaryTop + 32, `Annual Percentage Yield Earned: ${r.between(0.01, 0.5).toFixed(2)}%`, 8.5);
  y += 12;
  s.fill(left, y, 524, 14, 0.85);
  s.text(left + 4, y + 3.5, 'Date', 8, 'bold');
  s.text(left + 60, y + 3.5, 'Description', 8, 'bold');
  s.textRight(460, y + 3.5, 'Amount', 8, 'bold');
  s.textRight(562, y + 3.5, 'Balance', 8, 'bold');
  y += 20;
  let running = opening;
  for (const [date, label, v] of rows) {
    running += v;
    s.text(left + 4, y, date, 8);
    s.text(left + 60, y, label, 8);
    s.textRight(460, y, v < 0 ? `-${money(-v)}` : money(v), 8, s.style.valueFont);
    s.textRight(562, y, money(running), 8, s.style.valueFont);
    y += 12;
  }
  y += 16;
  s.paragraph(
    left,
    y,
    524,
    `Member FDIC. Please examine this statement promptly and report any errors within 60 days. ${bank.name} account ${accountNumber(r)}.`,
    7,
  );
  return { differentiator: '', pages: 1 };
}
