import {
  accountNumber,
  cityLine,
  ein,
  issuers,
  maskedSsn,
  money,
  organisation,
  type Party,
  person,
  type Random,
} from './random';
import type { Sheet } from './sheet';

export type InformationReturnType =
  | '1099-INT'
  | '1099-DIV'
  | '1099-B'
  | '1099-R'
  | '1099-MISC'
  | '1099-NEC'
  | '1099-G'
  | '1099-K'
  | '1099-SA'
  | '1098'
  | '1098-T'
  | '1098-E'
  | '5498';

interface BoxDef {
  label: string;
  /** What is entered; amounts are printed right-aligned. */
  value?: (r: Random, year: number) => string;
  amount?: boolean;
  /** How often the box is filled in (a box with no value is still printed on the IRS layout). */
  filled?: number;
  /** Wider than one grid column (descriptions, checkbox rows). */
  wide?: boolean;
}

interface InformationReturnDef {
  title: string;
  omb: string;
  /** 'Rev. January': a revised form (its revision's year is the tax year's or earlier) says 'For calendar year';
   * annual forms print the year alone. */
  revision?: string;
  issuerLabel: string;
  issuerTin: string;
  recipientTin: string;
  recipientLabel: string;
  issuerNames: readonly string[];
  copy: [string, string];
  boxes: BoxDef[];
  legend: string;
  instructions: string[];
  /** Printed under the recipient's block (account number, FATCA box). */
  accountLabel?: string;
}

const amount = (min: number, max: number): Pick<BoxDef, 'value' | 'amount'> => ({
  value: (r) => money(r.amount(min, max)),
  amount: true,
});
const always = 1;
const sometimes = 0.25;
const state = (r: Random) => r.pick(['OH', 'TX', 'CO', 'NC', 'OR', 'WI', 'NY', 'VA', 'AZ']);
const stateId = (r: Random) => `${state(r)} ${r.digits(8)}`;
const furnished =
  'This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.';

const payerLabel =
  "PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.";

export const informationReturns: Record<InformationReturnType, InformationReturnDef> = {
  '1099-INT': {
    title: 'Interest Income',
    omb: '1545-0112',
    revision: 'Rev. January',
    issuerLabel: payerLabel,
    issuerTin: "PAYER'S TIN",
    recipientTin: "RECIPIENT'S TIN",
    recipientLabel: "RECIPIENT'S name",
    issuerNames: issuers.banks,
    copy: ['Copy B', 'For Recipient'],
    accountLabel: 'Account number (see instructions)',
    boxes: [
      { label: "Payer's RTN (optional)", filled: sometimes, value: (r) => r.digits(9) },
      { label: '1 Interest income', ...amount(12, 9000), filled: always },
      { label: '2 Early withdrawal penalty', ...amount(5, 150), filled: 0.1 },
      { label: '3 Interest on U.S. Savings Bonds and Treasury obligations', ...amount(20, 2000), filled: sometimes },
      { label: '4 Federal income tax withheld', ...amount(5, 900), filled: sometimes },
      { label: '5 Investment expenses', ...amount(5, 80), filled: 0.1 },
      { label: '6 Foreign tax paid', ...amount(1, 60), filled: 0.1 },
      { label: '7 Foreign country or U.S. possession', filled: 0.05, value: () => 'Various' },
      { label: '8 Tax-exempt interest', ...amount(10, 1500), filled: sometimes },
      { label: '9 Specified private activity bond interest', ...amount(5, 300), filled: 0.1 },
      { label: '10 Market discount', ...amount(5, 300), filled: 0.1 },
      { label: '11 Bond premium', ...amount(5, 300), filled: 0.1 },
      { label: '12 Bond premium on Treasury obligations', ...amount(5, 300), filled: 0.1 },
      { label: '13 Bond premium on tax-exempt bond', ...amount(5, 300), filled: 0.1 },
      {
        label: '14 Tax-exempt and tax credit bond CUSIP no.',
        filled: 0.05,
        value: (r) => `${r.digits(6)}AB${r.digits(1)}`,
      },
      { label: '15 State', filled: 0.3, value: state },
      { label: '16 State identification no.', filled: 0.3, value: stateId },
      { label: '17 State tax withheld', ...amount(5, 400), filled: 0.2 },
    ],
    legend: furnished,
    instructions: [
      'Box 1. Shows taxable interest paid to you during the calendar year by the payer. This does not include interest shown in box 3.',
      'Box 3. Shows interest on U.S. Savings Bonds, Treasury bills, Treasury bonds, and Treasury notes. This may or may not all be taxable.',
      'Box 8. Shows tax-exempt interest paid to you during the calendar year by the payer. Report this amount on line 2a of Form 1040 or 1040-SR.',
    ],
  },
  '1099-DIV': {
    title: 'Dividends and Distributions',
    omb: '1545-0110',
    revision: 'Rev. January',
    issuerLabel: payerLabel,
    issuerTin: "PAYER'S TIN",
    recipientTin: "RECIPIENT'S TIN",
    recipientLabel: "RECIPIENT'S name",
    issuerNames: issuers.brokers,
    copy: ['Copy B', 'For Recipient'],
    accountLabel: 'Account number (see instructions)',
    boxes: [
      { label: '1a Total ordinary dividends', ...amount(20, 20000), filled: always },
      { label: '1b Qualified dividends', ...amount(10, 15000), filled: 0.8 },
      { label: '2a Total capital gain distr.', ...amount(10, 5000), filled: 0.4 },
      { label: '2b Unrecap. Sec. 1250 gain', ...amount(5, 500), filled: 0.1 },
      { label: '2c Section 1202 gain', ...amount(5, 500), filled: 0.05 },
      { label: '2d Collectibles (28%) gain', ...amount(5, 500), filled: 0.05 },
      { label: '2e Section 897 ordinary dividends', ...amount(5, 500), filled: 0.05 },
      { label: '2f Section 897 capital gain', ...amount(5, 500), filled: 0.05 },
      { label: '3 Nondividend distributions', ...amount(5, 900), filled: 0.15 },
      { label: '4 Federal income tax withheld', ...amount(5, 900), filled: 0.15 },
      { label: '5 Section 199A dividends', ...amount(5, 900), filled: 0.3 },
      { label: '6 Investment expenses', ...amount(5, 90), filled: 0.05 },
      { label: '7 Foreign tax paid', ...amount(1, 200), filled: 0.3 },
      { label: '8 Foreign country or U.S. possession', filled: 0.2, value: () => 'RIC' },
      { label: '9 Cash liquidation distributions', ...amount(5, 900), filled: 0.05 },
      { label: '10 Noncash liquidation distributions', ...amount(5, 900), filled: 0.05 },
      { label: '12 Exempt-interest dividends', ...amount(5, 900), filled: 0.15 },
      { label: '13 Specified private activity bond interest dividends', ...amount(5, 300), filled: 0.05 },
      { label: '14 State', filled: 0.2, value: state },
      { label: '15 State identification no.', filled: 0.2, value: stateId },
      { label: '16 State tax withheld', ...amount(5, 300), filled: 0.15 },
    ],
    legend: furnished,
    instructions: [
      'Box 1a. Shows total ordinary dividends that are taxable. Include this amount on the Ordinary dividends line of Form 1040 or 1040-SR. Also, report it on Schedule B (Form 1040), if required.',
      'Box 1b. Shows the portion of the amount in box 1a that may be eligible for reduced capital gains rates.',
    ],
  },
  '1099-B': {
    title: 'Proceeds From Broker and Barter Exchange Transactions',
    omb: '1545-0715',
    issuerLabel: payerLabel,
    issuerTin: "PAYER'S TIN",
    recipientTin: "RECIPIENT'S TIN",
    recipientLabel: "RECIPIENT'S name",
    issuerNames: issuers.brokers,
    copy: ['Copy B', 'For Recipient'],
    accountLabel: 'Account number (see instructions)',
    boxes: [
      { label: 'Applicable checkbox on Form 8949', filled: 0.6, value: (r) => r.pick(['A', 'D']) },
      {
        label: '1a Description of property (Example: 100 sh. XYZ Co.)',
        wide: true,
        filled: always,
        value: (r) =>
          `${r.int(5, 400)} sh. ${r.pick(['Northwind Corp', 'Globex Holdings', 'Initech Inc', 'Vandelay Industries', 'Umbrella Pharma'])}`,
      },
      { label: '1b Date acquired', filled: 0.9, value: (r, y) => `${r.int(1, 12)}/${r.int(1, 28)}/${y - r.int(0, 3)}` },
      { label: '1c Date sold or disposed', filled: always, value: (r, y) => `${r.int(1, 12)}/${r.int(1, 28)}/${y}` },
      { label: '1d Proceeds', ...amount(200, 60000), filled: always },
      { label: '1e Cost or other basis', ...amount(200, 60000), filled: 0.9 },
      { label: '1f Accrued market discount', ...amount(5, 100), filled: 0.05 },
      { label: '1g Wash sale loss disallowed', ...amount(5, 400), filled: 0.1 },
      {
        label: '2 Short-term gain or loss / Long-term gain or loss / Ordinary',
        filled: 0.7,
        value: (r) => r.pick(['Short-term', 'Long-term']),
      },
      { label: '3 If checked, proceeds from: Collectibles / QOF', filled: 0 },
      { label: '4 Federal income tax withheld', ...amount(5, 300), filled: 0.1 },
      { label: '5 If checked, noncovered security', filled: 0.1, value: () => 'X' },
      { label: '6 Reported to IRS: Gross proceeds / Net proceeds', filled: 0.8, value: () => 'Gross proceeds' },
      { label: '7 If checked, loss is not allowed based on amount in 1d', filled: 0 },
      { label: '8 Profit or (loss) realized in current year on closed contracts', ...amount(5, 900), filled: 0.05 },
      { label: '12 If checked, basis reported to IRS', filled: 0.7, value: () => 'X' },
      { label: '13 Bartering', ...amount(5, 900), filled: 0.02 },
      { label: '14 State name', filled: 0.15, value: state },
      { label: '15 State identification no.', filled: 0.15, value: stateId },
      { label: '16 State tax withheld', ...amount(5, 200), filled: 0.1 },
    ],
    legend: furnished,
    instructions: [
      'Brokers and barter exchanges must report proceeds from (and in some cases, basis for) transactions to you and the IRS on Form 1099-B. Reporting is also required when your broker knows or has reason to know that a corporation in which you own stock has had a reportable change in control or capital structure.',
      'Box 1a. Shows a brief description of the item or service for which amounts are being reported.',
    ],
  },
  '1099-R': {
    title:
      'Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.',
    omb: '1545-0119',
    issuerLabel: payerLabel,
    issuerTin: "PAYER'S TIN",
    recipientTin: "RECIPIENT'S TIN",
    recipientLabel: "RECIPIENT'S name",
    issuerNames: issuers.retirement,
    copy: ['Copy B', 'Report this income on your federal tax return.'],
    accountLabel: 'Account number (see instructions)',
    boxes: [
      { label: '1 Gross distribution', ...amount(500, 90000), filled: always },
      { label: '2a Taxable amount', ...amount(500, 90000), filled: 0.8 },
      { label: '2b Taxable amount not determined / Total distribution', filled: 0.3, value: () => 'X' },
      { label: '3 Capital gain (included in box 2a)', ...amount(5, 900), filled: 0.05 },
      { label: '4 Federal income tax withheld', ...amount(50, 9000), filled: 0.7 },
      {
        label: '5 Employee contributions/Designated Roth contributions or insurance premiums',
        ...amount(50, 5000),
        filled: 0.15,
      },
      { label: "6 Net unrealized appreciation in employer's securities", ...amount(50, 5000), filled: 0.02 },
      { label: '7 Distribution code(s)', filled: always, value: (r) => r.pick(['7', '1', '2', 'G', '4']) },
      { label: 'IRA/ SEP/ SIMPLE', filled: 0.5, value: () => 'X' },
      { label: '8 Other', ...amount(5, 500), filled: 0.02 },
      { label: '9a Your percentage of total distribution', filled: 0.05, value: () => '100 %' },
      { label: '9b Total employee contributions', ...amount(50, 5000), filled: 0.05 },
      { label: '10 Amount allocable to IRR within 5 years', ...amount(5, 500), filled: 0.02 },
      { label: '11 1st year of desig. Roth contrib.', filled: 0.05, value: (r, y) => String(y - r.int(5, 15)) },
      { label: '12 FATCA filing requirement', filled: 0 },
      { label: '13 Date of payment', filled: 0.1, value: (r, y) => `${r.int(1, 12)}/${r.int(1, 28)}/${y}` },
      { label: '14 State tax withheld', ...amount(5, 2000), filled: 0.4 },
      { label: "15 State/Payer's state no.", filled: 0.4, value: stateId },
      { label: '16 State distribution', ...amount(500, 90000), filled: 0.3 },
      { label: '17 Local tax withheld', ...amount(5, 500), filled: 0.05 },
      { label: '18 Name of locality', filled: 0.05, value: () => 'CITY' },
      { label: '19 Local distribution', ...amount(500, 9000), filled: 0.05 },
    ],
    legend: 'This information is being furnished to the IRS.',
    instructions: [
      'Generally, distributions from pensions, annuities, profit-sharing and retirement plans (including section 457 state and local government plans), IRAs, insurance contracts, etc., are reported to recipients on Form 1099-R.',
      'Box 7. The following codes identify the distribution you received: 1 Early distribution, no known exception; 2 Early distribution, exception applies; 7 Normal distribution; G Direct rollover.',
    ],
  },
  '1099-MISC': {
    title: 'Miscellaneous Information',
    omb: '1545-0115',
    revision: 'Rev. April',
    issuerLabel: payerLabel,
    issuerTin: "PAYER'S TIN",
    recipientTin: "RECIPIENT'S TIN",
    recipientLabel: "RECIPIENT'S name",
    issuerNames: issuers.clients,
    copy: ['Copy B', 'For Recipient'],
    accountLabel: 'Account number (see instructions)',
    boxes: [
      { label: '1 Rents', ...amount(500, 40000), filled: 0.5 },
      { label: '2 Royalties', ...amount(50, 9000), filled: 0.2 },
      { label: '3 Other income', ...amount(600, 9000), filled: 0.6 },
      { label: '4 Federal income tax withheld', ...amount(5, 900), filled: 0.1 },
      { label: '5 Fishing boat proceeds', ...amount(50, 900), filled: 0.02 },
      { label: '6 Medical and health care payments', ...amount(50, 9000), filled: 0.05 },
      {
        label: '7 Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale',
        filled: 0,
      },
      { label: '8 Substitute payments in lieu of dividends or interest', ...amount(5, 900), filled: 0.05 },
      { label: '9 Crop insurance proceeds', ...amount(50, 9000), filled: 0.02 },
      { label: '10 Gross proceeds paid to an attorney', ...amount(500, 30000), filled: 0.05 },
      { label: '11 Fish purchased for resale', ...amount(50, 900), filled: 0.02 },
      { label: '12 Section 409A deferrals', ...amount(50, 900), filled: 0.02 },
      { label: '13 FATCA filing requirement', filled: 0 },
      { label: '14 Excess golden parachute payments', ...amount(50, 900), filled: 0.02 },
      { label: '15 Nonqualified deferred compensation', ...amount(50, 900), filled: 0.02 },
      { label: '16 State tax withheld', ...amount(5, 900), filled: 0.15 },
      { label: "17 State/Payer's state no.", filled: 0.2, value: stateId },
      { label: '18 State income', ...amount(500, 9000), filled: 0.15 },
    ],
    legend: furnished,
    instructions: [
      "Recipient's taxpayer identification number (TIN). For your protection, this form may show only the last four digits of your TIN.",
      'Boxes 1 and 2. Report rents from real estate on Schedule E (Form 1040). However, report rents on Schedule C (Form 1040) if you provided significant services to the tenant.',
    ],
  },
  '1099-NEC': {
    title: 'Nonemployee Compensation',
    omb: '1545-0116',
    revision: 'Rev. April',
    issuerLabel: payerLabel,
    issuerTin: "PAYER'S TIN",
    recipientTin: "RECIPIENT'S TIN",
    recipientLabel: "RECIPIENT'S name",
    issuerNames: issuers.clients,
    copy: ['Copy B', 'For Recipient'],
    accountLabel: 'Account number (see instructions)',
    boxes: [
      { label: '1 Nonemployee compensation', ...amount(600, 80000), filled: always },
      {
        label: '2 Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale',
        filled: 0,
      },
      { label: '3 Excess golden parachute payments', ...amount(50, 900), filled: 0.02 },
      { label: '4 Federal income tax withheld', ...amount(5, 900), filled: 0.1 },
      { label: '5 State tax withheld', ...amount(5, 900), filled: 0.15 },
      { label: "6 State/Payer's state no.", filled: 0.2, value: stateId },
      { label: '7 State income', ...amount(600, 9000), filled: 0.15 },
    ],
    legend: furnished,
    instructions: [
      'You received this form instead of Form W-2 because the payer did not consider you an employee and did not withhold income tax or social security and Medicare tax.',
      'Box 1. Shows nonemployee compensation. If the amount in this box is self-employment (SE) income, report it on Schedule C or F (Form 1040) and complete Schedule SE (Form 1040).',
    ],
  },
  '1099-G': {
    title: 'Certain Government Payments',
    omb: '1545-0120',
    revision: 'Rev. January',
    issuerLabel: payerLabel,
    issuerTin: "PAYER'S TIN",
    recipientTin: "RECIPIENT'S TIN",
    recipientLabel: "RECIPIENT'S name",
    issuerNames: issuers.agencies,
    copy: ['Copy B', 'For Recipient'],
    accountLabel: 'Account number (see instructions)',
    boxes: [
      { label: '1 Unemployment compensation', ...amount(500, 20000), filled: 0.6 },
      { label: '2 State or local income tax refunds, credits, or offsets', ...amount(20, 3000), filled: 0.6 },
      { label: '3 Box 2 amount is for tax year', filled: 0.5, value: (_r, y) => String(y - 1) },
      { label: '4 Federal income tax withheld', ...amount(5, 2000), filled: 0.4 },
      { label: '5 RTAA payments', ...amount(5, 900), filled: 0.02 },
      { label: '6 Taxable grants', ...amount(50, 5000), filled: 0.05 },
      { label: '7 Agriculture payments', ...amount(50, 5000), filled: 0.02 },
      { label: '8 If checked, box 2 is trade or business income', filled: 0 },
      { label: '9 Market gain', ...amount(5, 500), filled: 0.02 },
      { label: '10a State', filled: 0.4, value: state },
      { label: '10b State identification no.', filled: 0.4, value: stateId },
      { label: '11 State income tax withheld', ...amount(5, 900), filled: 0.2 },
    ],
    legend: furnished,
    instructions: [
      'Box 1. Shows the total unemployment compensation paid to you this year. Combined with other income, unemployment compensation may be taxable.',
      'Box 2. Shows refunds, credits, or offsets of state or local income tax you received. It may be taxable to you if you deducted the state or local income tax paid on Schedule A (Form 1040).',
    ],
  },
  '1099-K': {
    title: 'Payment Card and Third Party Network Transactions',
    omb: '1545-2205',
    revision: 'Rev. January',
    issuerLabel:
      "FILER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
    issuerTin: "FILER'S TIN",
    recipientTin: "PAYEE'S TIN",
    recipientLabel: "PAYEE'S name",
    issuerNames: issuers.processors,
    copy: ['Copy B', 'For Payee'],
    accountLabel: 'Account number (see instructions)',
    boxes: [
      {
        label: '1a Gross amount of payment card/third party network transactions',
        ...amount(600, 90000),
        filled: always,
      },
      { label: '1b Card Not Present transactions', ...amount(100, 50000), filled: 0.5 },
      { label: '2 Merchant category code', filled: 0.6, value: (r) => r.digits(4) },
      { label: '3 Number of payment transactions', filled: 0.9, value: (r) => String(r.int(20, 3000)) },
      { label: '4 Federal income tax withheld', ...amount(5, 900), filled: 0.05 },
      ...[
        '5a January',
        '5b February',
        '5c March',
        '5d April',
        '5e May',
        '5f June',
        '5g July',
        '5h August',
        '5i September',
        '5j October',
        '5k November',
        '5l December',
      ].map((label): BoxDef => ({ label, ...amount(10, 8000), filled: 0.8 })),
      { label: '6 State', filled: 0.3, value: state },
      { label: '7 State identification no.', filled: 0.3, value: stateId },
      { label: '8 State income tax withheld', ...amount(5, 300), filled: 0.1 },
    ],
    legend: furnished,
    instructions: [
      'This form is used to report payments received as a merchant or other third party for payment card transactions and/or settlement of third party payment network transactions.',
    ],
  },
  '1099-SA': {
    title: 'Distributions From an HSA, Archer MSA, or Medicare Advantage MSA',
    omb: '1545-1517',
    revision: 'Rev. March',
    issuerLabel:
      "TRUSTEE'S/PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
    issuerTin: "PAYER'S TIN",
    recipientTin: "RECIPIENT'S TIN",
    recipientLabel: "RECIPIENT'S name",
    issuerNames: issuers.hsaTrustees,
    copy: ['Copy B', 'For Recipient'],
    accountLabel: 'Account number (see instructions)',
    boxes: [
      { label: '1 Gross distribution', ...amount(50, 8000), filled: always },
      { label: '2 Earnings on excess cont.', ...amount(1, 90), filled: 0.05 },
      { label: '3 Distribution code', filled: always, value: (r) => r.pick(['1', '1', '2', '3']) },
      { label: '4 FMV on date of death', ...amount(50, 9000), filled: 0.02 },
      { label: '5 HSA / Archer MSA / MA MSA', filled: always, value: () => 'HSA X' },
    ],
    legend: 'This information is being furnished to the IRS.',
    instructions: [
      'Distributions from a health savings account (HSA), Archer MSA, or Medicare Advantage (MA) MSA are reported to you on Form 1099-SA. You may have to file Form 8853 or Form 8889 with your tax return.',
    ],
  },
  '1098': {
    title: 'Mortgage Interest Statement',
    omb: '1545-1380',
    revision: 'Rev. January',
    issuerLabel:
      "RECIPIENT'S/LENDER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
    issuerTin: "RECIPIENT'S/LENDER'S TIN",
    recipientTin: "PAYER'S/BORROWER'S TIN",
    recipientLabel: "PAYER'S/BORROWER'S name",
    issuerNames: issuers.lenders,
    copy: ['Copy B', 'For Payer/Borrower'],
    accountLabel: 'Account number (see instructions)',
    boxes: [
      { label: '1 Mortgage interest received from payer(s)/borrower(s)', ...amount(900, 30000), filled: always },
      { label: '2 Outstanding mortgage principal', ...amount(40000, 900000), filled: 0.9 },
      {
        label: '3 Mortgage origination date',
        filled: 0.9,
        value: (r, y) => `${r.int(1, 12)}/${r.int(1, 28)}/${y - r.int(1, 20)}`,
      },
      { label: '4 Refund of overpaid interest', ...amount(5, 300), filled: 0.05 },
      { label: '5 Mortgage insurance premiums', ...amount(50, 2000), filled: 0.2 },
      { label: '6 Points paid on purchase of principal residence', ...amount(50, 5000), filled: 0.05 },
      {
        label:
          "7 If address of property securing mortgage is the same as PAYER'S/BORROWER'S address, the box is checked",
        filled: 0.6,
        value: () => 'X',
      },
      {
        label: '8 Address or description of property securing mortgage',
        filled: 0.3,
        wide: true,
        value: (r) => `${r.int(10, 9000)} Orchard Lane`,
      },
      { label: '9 Number of properties securing the mortgage', filled: 0.4, value: () => '1' },
      { label: '10 Other', filled: 0.3, value: (r) => `Property tax ${money(r.amount(800, 9000))}` },
      { label: '11 Mortgage acquisition date', filled: 0.05, value: (r, y) => `${r.int(1, 12)}/${r.int(1, 28)}/${y}` },
    ],
    legend:
      'Caution: The amount shown may not be fully deductible by you. Limits based on the loan amount and the cost and value of the secured property may apply.',
    instructions: [
      'Box 1. Shows the mortgage interest received by the recipient/lender during the year. This amount includes interest on any obligation secured by real property.',
      'Box 2. Shows the outstanding principal on the mortgage as of January 1 of the current year.',
    ],
  },
  '1098-T': {
    title: 'Tuition Statement',
    omb: '1545-1574',
    revision: 'Rev. January',
    issuerLabel:
      "FILER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone number",
    issuerTin: "FILER'S employer identification no.",
    recipientTin: "STUDENT'S TIN",
    recipientLabel: "STUDENT'S name",
    issuerNames: issuers.schools,
    copy: ['Copy B', 'For Student'],
    accountLabel: 'Service Provider/Acct. No. (see instr.)',
    boxes: [
      {
        label: '1 Payments received for qualified tuition and related expenses',
        ...amount(1500, 40000),
        filled: always,
      },
      { label: '2', filled: 0 },
      { label: '3', filled: 0 },
      { label: '4 Adjustments made for a prior year', ...amount(50, 2000), filled: 0.05 },
      { label: '5 Scholarships or grants', ...amount(500, 20000), filled: 0.5 },
      { label: '6 Adjustments to scholarships or grants for a prior year', ...amount(50, 2000), filled: 0.05 },
      {
        label:
          '7 Checked if the amount in box 1 includes amounts for an academic period beginning January-March of next year',
        filled: 0.4,
        value: () => 'X',
      },
      { label: '8 Check if at least half-time student', filled: 0.8, value: () => 'X' },
      { label: '9 Checked if a graduate student', filled: 0.2, value: () => 'X' },
      { label: '10 Ins. contract reimb./refund', ...amount(50, 2000), filled: 0.02 },
    ],
    legend: 'This is important tax information and is being furnished to the IRS.',
    instructions: [
      'An eligible educational institution, such as a college or university in which you are enrolled, and an insurer who makes reimbursements or refunds of qualified tuition and related expenses to you must furnish this statement to you.',
      'You, or the person who can claim you as a dependent, may be able to claim an education credit on Form 1040 or 1040-SR.',
    ],
  },
  '1098-E': {
    title: 'Student Loan Interest Statement',
    omb: '1545-1576',
    revision: 'Rev. January',
    issuerLabel:
      "RECIPIENT'S/LENDER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone number",
    issuerTin: "RECIPIENT'S TIN",
    recipientTin: "BORROWER'S TIN",
    recipientLabel: "BORROWER'S name",
    issuerNames: issuers.loanServicers,
    copy: ['Copy B', 'For Borrower'],
    accountLabel: 'Account number (see instructions)',
    boxes: [
      { label: '1 Student loan interest received by lender', ...amount(50, 2500), filled: always },
      {
        label:
          '2 If checked, box 1 does not include loan origination fees and/or capitalized interest for loans made before September 1, 2004',
        filled: 0.2,
        value: () => 'X',
      },
    ],
    legend: 'This is important tax information and is being furnished to the IRS.',
    instructions: [
      'A person (including a financial institution, a governmental unit, and an educational institution) that receives student loan interest of $600 or more during the year must furnish this statement to you.',
      'You may be able to deduct student loan interest that you actually paid in the current year on your income tax return.',
    ],
  },
  '5498': {
    title: 'IRA Contribution Information',
    omb: '1545-0747',
    issuerLabel:
      "TRUSTEE'S or ISSUER'S name, street address, city or town, state or province, country, and ZIP or foreign postal code",
    issuerTin: "TRUSTEE'S or ISSUER'S TIN",
    recipientTin: "PARTICIPANT'S TIN",
    recipientLabel: "PARTICIPANT'S name",
    issuerNames: issuers.retirement,
    copy: ['Copy B', 'For Participant'],
    accountLabel: 'Account number (see instructions)',
    boxes: [
      {
        label: '1 IRA contributions (other than amounts in boxes 2-4, 8-10, 13a, 14a, and 15a)',
        ...amount(500, 7000),
        filled: 0.6,
      },
      { label: '2 Rollover contributions', ...amount(500, 90000), filled: 0.2 },
      { label: '3 Roth IRA conversion amount', ...amount(500, 30000), filled: 0.1 },
      { label: '4 Recharacterized contributions', ...amount(500, 7000), filled: 0.05 },
      { label: '5 Fair market value of account', ...amount(2000, 600000), filled: always },
      { label: '6 Life insurance cost included in box 1', ...amount(5, 300), filled: 0.02 },
      {
        label: '7 IRA / SEP / SIMPLE / Roth IRA',
        filled: always,
        value: (r) => `${r.pick(['IRA', 'Roth IRA', 'SEP'])} X`,
      },
      { label: '8 SEP contributions', ...amount(500, 20000), filled: 0.05 },
      { label: '9 SIMPLE contributions', ...amount(500, 9000), filled: 0.05 },
      { label: '10 Roth IRA contributions', ...amount(500, 7000), filled: 0.3 },
      { label: '11 If checked, required minimum distribution for next year', filled: 0.2, value: () => 'X' },
      { label: '12a RMD date', filled: 0.1, value: (_r, y) => `12/31/${y + 1}` },
      { label: '12b RMD amount', ...amount(500, 20000), filled: 0.1 },
      { label: '13a Postponed/late contrib.', ...amount(500, 7000), filled: 0.02 },
      { label: '13b Year', filled: 0.02, value: (_r, y) => String(y - 1) },
      { label: '13c Code', filled: 0.02, value: () => 'PO' },
      { label: '14a Repayments', ...amount(500, 7000), filled: 0.02 },
      { label: '14b Code', filled: 0.02, value: () => 'QA' },
      { label: '15a FMV of certain specified assets', ...amount(500, 7000), filled: 0.02 },
      { label: '15b Code(s)', filled: 0.02, value: () => 'A' },
    ],
    legend: 'This information is being furnished to the IRS.',
    instructions: [
      'The information on Form 5498 is submitted to the IRS by the trustee or issuer of your individual retirement arrangement (IRA) to report contributions, including any catch-up contributions, required minimum distributions (RMDs), and the fair market value (FMV) of the account.',
    ],
  },
};

export interface Drawn {
  /** The issuer, as the classifier should name it (employer, payer, lender). */
  differentiator: string;
  pages: number;
}

/** Draws one information return on `sheets()` (a new page each call); answers who issued it. */
export async function drawInformationReturn(
  type: InformationReturnType,
  r: Random,
  year: number,
  sheet: () => Promise<Sheet>,
): Promise<Drawn> {
  const def = informationReturns[type];
  const issuer = organisation(r, def.issuerNames);
  const recipient = person(r);
  const values = def.boxes.map((b) => (b.value && r.chance(b.filled ?? sometimes) ? b.value(r, year) : ''));
  const account = accountNumber(r);
  // Brokers' and banks' consolidated statements are the usual substitutes; forms from agencies and schools mostly
  // come on the IRS layout.
  const substitute =
    ['1099-INT', '1099-DIV', '1099-B', '1099-R', '1099-K', '5498', '1098'].includes(type) && r.chance(0.4);
  const first = await sheet();
  if (!substitute) {
    irsLayout(first, def, type, year, issuer, recipient, values, account, r);
    return { differentiator: issuer.name, pages: 1 };
  }
  const continued = type === '1099-B' && r.chance(0.6);
  substituteLayout(first, def, type, year, issuer, recipient, values, account, r, continued ? 2 : 1);
  if (continued) transactionsPage(await sheet(), def, type, year, issuer, account, r);
  return { differentiator: issuer.name, pages: continued ? 2 : 1 };
}

function partyLines(p: Party, r: Random): string[] {
  return [p.name, p.street, cityLine(p), ...(r.chance(0.6) ? [p.phone] : [])];
}

function irsLayout(
  s: Sheet,
  def: InformationReturnDef,
  type: string,
  year: number,
  issuer: Party,
  recipient: Party,
  values: string[],
  account: string,
  r: Random,
): void {
  const left = 36;
  const top = 48 + r.between(0, 20);
  const leftWidth = 228;
  const colWidth = 104;
  const gridX = left + leftWidth;
  const titleX = gridX + 2 * colWidth;
  const titleWidth = 576 - titleX;
  const { labelSize } = s.style;

  if (r.chance(0.5)) s.text(left + 180, top - 16, r.pick(['CORRECTED (if checked)', 'VOID    CORRECTED']), 7.5);
  // Left: the issuer's block, the two TINs, the recipient's name, address and account.
  const issuerHeight = 84;
  s.box(left, top, leftWidth, issuerHeight, def.issuerLabel, partyLines(issuer, r));
  let y = top + issuerHeight;
  s.box(left, y, leftWidth / 2, 28, def.issuerTin, ein(r));
  s.box(left + leftWidth / 2, y, leftWidth / 2, 28, def.recipientTin, maskedSsn(r));
  y += 28;
  s.box(left, y, leftWidth, 30, def.recipientLabel, recipient.name.toUpperCase());
  y += 30;
  s.box(left, y, leftWidth, 28, 'Street address (including apt. no.)', recipient.street);
  y += 28;
  s.box(
    left,
    y,
    leftWidth,
    28,
    'City or town, state or province, country, and ZIP or foreign postal code',
    cityLine(recipient),
  );
  y += 28;
  if (def.accountLabel) {
    s.box(left, y, leftWidth * 0.62, 26, def.accountLabel, r.chance(0.7) ? account : '');
    s.box(left + leftWidth * 0.62, y, leftWidth * 0.38, 26, 'FATCA filing requirement', '');
    y += 26;
  }
  const leftBottom = y;

  // Right corner: OMB number, form number, year, title, copy legend.
  let ty = top;
  s.text(titleX + 4, ty + 2, `OMB No. ${def.omb}`, labelSize + 0.5);
  ty += 14;
  s.onBaseline(titleX + 4, ty + 8, 'Form', 7);
  s.onBaseline(titleX + 22, ty + 8, type, r.between(12, 15), 'bold');
  ty += 16;
  if (def.revision) {
    s.text(titleX + 4, ty, `(${def.revision} ${year - r.int(0, 2)})`, 6.5);
    ty += 9;
    s.text(titleX + 4, ty, 'For calendar year', 7);
    ty += 10;
    s.text(titleX + 4, ty, String(year), 13, 'bold');
    ty += 18;
  } else {
    s.text(titleX + 4, ty, String(year), r.between(16, 20), 'bold');
    ty += 24;
  }
  ty += s.paragraph(titleX + 4, ty, titleWidth - 6, def.title, r.between(9, 11), 'bold') + 6;
  s.text(titleX + 4, ty, def.copy[0], 10, 'bold');
  ty += 12;
  ty += s.paragraph(titleX + 4, ty, titleWidth - 6, def.copy[1], 7, 'bold') + 4;
  ty += s.paragraph(titleX + 4, ty, titleWidth - 6, def.legend, 5.8);
  const titleBottom = Math.max(top + 120, ty + 4);
  s.line(titleX, top, titleX, titleBottom, 0.6);

  // The numbered boxes: two columns beside the title block, three once it ends, across the page below the left
  // blocks; laid out a row at a time so the boxes of a row share its height.
  let row: { box: BoxDef; value: string; x: number; w: number }[] = [];
  let col = 0;
  y = top;
  const finishRow = () => {
    const h = Math.max(...row.map((p) => s.boxHeight(p.box.label, p.w)));
    for (const p of row) s.box(p.x, y, p.w, h, p.box.label, p.value, { amount: p.box.amount });
    row = [];
    col = 0;
    y += h;
  };
  def.boxes.forEach((box, i) => {
    let columns = y >= titleBottom ? 3 : 2;
    const span = box.wide ? Math.min(2, columns) : 1;
    if (col + span > columns) {
      finishRow();
      columns = y >= titleBottom ? 3 : 2;
    }
    const below = y >= leftBottom;
    const width = below ? (576 - left) / 3 : colWidth;
    const x = (below ? left : gridX) + col * width;
    row.push({ box, value: values[i]!, x, w: width * span });
    col += span;
  });
  if (row.length) finishRow();
  const formBottom = Math.max(y, leftBottom) + 6;
  s.text(left, formBottom + 2, `Form ${type}`, 8, 'bold');
  s.text(left + 60, formBottom + 2, `(keep for your records)    www.irs.gov/Form${type.replace('-', '')}`, 7);
  s.textRight(576, formBottom + 2, 'Department of the Treasury - Internal Revenue Service', 7);

  // The back of Copy B, printed below it on many statements.
  let iy = formBottom + 34;
  s.text(left, iy, `Instructions for ${recipientWord(def)}`, 9, 'bold');
  iy += 14;
  for (const p of def.instructions) iy += s.paragraph(left, iy, 540, p, 7.5) + 5;
}

function recipientWord(def: InformationReturnDef): string {
  const word = def.recipientLabel.split("'")[0]!.split('/').pop()!;
  return word.charAt(0) + word.slice(1).toLowerCase();
}

function substituteLayout(
  s: Sheet,
  def: InformationReturnDef,
  type: string,
  year: number,
  issuer: Party,
  recipient: Party,
  values: string[],
  account: string,
  r: Random,
  pages: number,
): void {
  const left = 44;
  let y = 40 + r.between(0, 16);
  // Letterhead.
  s.text(left, y, issuer.name, r.between(13, 16), 'bold');
  s.text(left, y + 20, issuer.street, 8);
  s.text(left, y + 30, cityLine(issuer), 8);
  s.text(left, y + 40, `Telephone ${issuer.phone}`, 8);
  s.textRight(568, y, `${year} Form ${type}`, r.between(12, 15), 'bold');
  const titleLines = s.wrap(def.title, 260, 9.5, 'bold');
  titleLines.forEach((l, i) => {
    s.textRight(568, y + 18 + i * 12, l, 9.5, 'bold');
  });
  s.textRight(568, y + 20 + titleLines.length * 12, `${def.copy[0]} ${def.copy[1]}    OMB No. ${def.omb}`, 7.5);
  if (pages > 1) s.textRight(568, y + 32 + titleLines.length * 12, `Page 1 of ${pages}`, 7.5);
  y += 76 + titleLines.length * 6;
  s.line(left, y, 568, y, 1.2);
  y += 12;
  s.text(left, y, recipient.name.toUpperCase(), 9.5);
  s.text(left, y + 12, recipient.street, 9.5);
  s.text(left, y + 24, cityLine(recipient), 9.5);
  s.text(340, y, `Account Number: ${account}`, 8.5);
  s.text(340, y + 12, `${titleCase(def.issuerTin)}: ${ein(r)}`, 8.5);
  s.text(340, y + 24, `${titleCase(def.recipientTin)}: ${maskedSsn(r)}`, 8.5);
  y += 52;
  s.fill(left, y, 524, 16, 0.85);
  s.text(left + 6, y + 4, 'Box', 8, 'bold');
  s.text(left + 46, y + 4, 'Description', 8, 'bold');
  s.textRight(562, y + 4, 'Amount', 8, 'bold');
  y += 22;
  const showBlank = r.chance(0.5);
  def.boxes.forEach((box, i) => {
    const value = values[i] || (showBlank && box.amount ? '0.00' : '');
    if (!value) return;
    const m = box.label.match(/^(\d+[a-z]?)\s+(.*)$/);
    s.text(left + 6, y, m ? m[1]! : '', 8.5);
    const lines = s.wrap(m ? m[2]! : box.label, 360, 8.5);
    lines.forEach((l, j) => {
      s.text(left + 46, y + j * 10.5, l, 8.5);
    });
    if (box.amount) s.textRight(562, y, value, 8.5, s.style.valueFont);
    else s.textRight(562, y, value, 8.5);
    y += lines.length * 10.5 + 4;
  });
  y += 8;
  s.line(left, y, 568, y, 0.8);
  y += 10;
  y += s.paragraph(left, y, 524, def.legend, 7) + 10;
  for (const p of def.instructions.slice(0, r.int(1, def.instructions.length)))
    y += s.paragraph(left, y, 524, p, 7.5) + 5;
}

function titleCase(label: string): string {
  return label.replace(/([A-Z])([A-Z]+)'S/g, (_m, first: string, rest: string) => `${first}${rest.toLowerCase()}'s`);
}

/** A broker's second page: the 1099-B's transactions, continued, with its page number. */
function transactionsPage(
  s: Sheet,
  def: InformationReturnDef,
  type: string,
  year: number,
  issuer: Party,
  account: string,
  r: Random,
): void {
  const left = 44;
  let y = 40 + r.between(0, 12);
  s.text(left, y, issuer.name, 11, 'bold');
  s.textRight(568, y, `${year} Form ${type} (continued)`, 10, 'bold');
  s.textRight(568, y + 14, 'Page 2 of 2', 8);
  s.text(left, y + 16, `Account Number: ${account}`, 8.5);
  y += 40;
  s.text(
    left,
    y,
    r.pick(['Supplemental Information - Transaction Detail', 'Short-Term Transactions for Covered Tax Lots']),
    9.5,
    'bold',
  );
  s.text(left, y + 12, 'Report on Form 8949, Part I, with Box A checked. Basis is provided to the IRS.', 7.5);
  y += 30;
  const cols = [
    ['1a Description', left + 2],
    ['1b Acquired', left + 170],
    ['1c Sold', left + 230],
    ['1d Proceeds', left + 290],
    ['1e Cost basis', left + 360],
    ['1g Wash sale', left + 425],
    ['Gain/(loss)', left + 478],
  ] as const;
  s.fill(left, y, 524, 14, 0.85);
  for (const [label, x] of cols) s.text(x, y + 3.5, label, 7, 'bold');
  y += 20;
  const securities = [
    'Globex Holdings',
    'Initech Inc',
    'Vandelay Industries',
    'Umbrella Pharma',
    'Stark Rail Co',
    'Wonka Foods',
  ];
  let total = 0;
  for (let i = r.int(8, 22); i > 0; i--) {
    const proceeds = r.amount(200, 20000);
    const cost = proceeds * r.between(0.7, 1.3);
    const gain = proceeds - cost;
    total += gain;
    const cells = [
      `${r.int(1, 300)} sh. ${r.pick(securities)}`,
      `${r.int(1, 12)}/${r.int(1, 28)}/${year - 1}`,
      `${r.int(1, 12)}/${r.int(1, 28)}/${year}`,
      money(proceeds),
      money(cost),
      r.chance(0.1) ? money(r.amount(5, 200)) : '',
      gain < 0 ? `(${money(-gain)})` : money(gain),
    ];
    cells.forEach((c, j) => {
      s.text(cols[j]![1], y, c, 7.5, j >= 3 ? s.style.valueFont : 'regular');
    });
    y += 11;
  }
  y += 6;
  s.line(left, y, 568, y, 0.8);
  s.text(left + 2, y + 6, 'Total short-term', 8, 'bold');
  s.text(cols[6][1], y + 6, total < 0 ? `(${money(-total)})` : money(total), 8, 'bold');
  s.paragraph(left, y + 30, 524, def.legend, 7);
}
