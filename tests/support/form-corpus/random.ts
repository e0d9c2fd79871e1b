/**
 * Seeded randomness for the form corpus: the same seed makes the same PDF, so a miss in the bench can be
 * reproduced by its case name alone.
 */

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** mulberry32: small, fast, good enough to vary test data. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.between(min, max + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  digits(n: number): string {
    return Array.from({ length: n }, () => this.int(0, 9)).join('');
  }

  /** An amount spread over orders of magnitude (log-uniform), two decimals. */
  amount(min: number, max: number): number {
    return Math.round(Math.exp(this.between(Math.log(min), Math.log(max))) * 100) / 100;
  }

  /** Another generator, derived from this one, for a part whose draws must not shift the others'. */
  fork(): Random {
    return new Random(Math.floor(this.next() * 2 ** 32));
  }
}

export function money(n: number): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

const firstNames = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'Daniel',
  'Elizabeth',
  'Thomas',
  'Susan',
  'Anthony',
  'Karen',
  'Mark',
  'Nancy',
  'Steven',
  'Lisa',
  'Kevin',
  'Angela',
  'Brian',
  'Priya',
  'Wei',
  'Omar',
];
const lastNames = [
  'Anderson',
  'Bennett',
  'Carter',
  'Delgado',
  'Ellison',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ivanov',
  'Jensen',
  'Kowalski',
  'Lambert',
  'Morales',
  'Nakamura',
  'Olsen',
  'Patel',
  'Quinn',
  'Reyes',
  'Sullivan',
  'Thompson',
  'Underwood',
  'Vasquez',
  'Whitaker',
  'Young',
];
const streets = [
  'Maple Avenue',
  'Oak Street',
  'Cedar Lane',
  'Lakeview Drive',
  'Washington Blvd',
  'Park Place',
  'Hillcrest Road',
  'Elm Street',
  'Sunset Terrace',
  'River Road',
  'Chestnut Court',
  'Highland Avenue',
  'Pine Ridge Way',
  'Main Street',
];
const places = [
  ['Columbus', 'OH', '43215'],
  ['Austin', 'TX', '78701'],
  ['Denver', 'CO', '80202'],
  ['Raleigh', 'NC', '27601'],
  ['Portland', 'OR', '97204'],
  ['Madison', 'WI', '53703'],
  ['Tampa', 'FL', '33602'],
  ['Albany', 'NY', '12207'],
  ['Phoenix', 'AZ', '85004'],
  ['Richmond', 'VA', '23219'],
  ['Boise', 'ID', '83702'],
  ['Hartford', 'CT', '06103'],
] as const;

export interface Party {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

export function person(r: Random): Party {
  return {
    name: `${r.pick(firstNames)} ${r.pick(['A.', 'J.', 'M.', 'R.', ''])} ${r.pick(lastNames)}`.replace(/\s+/g, ' '),
    ...address(r),
  };
}

export function organisation(r: Random, names: readonly string[]): Party {
  return { name: r.pick(names), ...address(r) };
}

function address(r: Random): Omit<Party, 'name'> {
  const [city, state, zip] = r.pick(places);
  return {
    street: `${r.int(10, 9899)} ${r.pick(streets)}${r.chance(0.3) ? ` Suite ${r.int(100, 950)}` : ''}`,
    city,
    state,
    zip,
    phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`,
  };
}

export const cityLine = (p: Party) => `${p.city}, ${p.state} ${p.zip}`;
export const ein = (r: Random) => `${r.int(10, 98)}-${r.digits(7)}`;
export const maskedSsn = (r: Random) => `XXX-XX-${r.digits(4)}`;
export const accountNumber = (r: Random) => `${r.digits(4)}-${r.digits(4)}${r.chance(0.5) ? `-${r.digits(2)}` : ''}`;

/** Who issues each kind of document. Plain business names: none is a form's title or box label. */
export const issuers = {
  employers: [
    'Acme Widgets Inc',
    'Northwind Traders LLC',
    'Contoso Health Systems',
    'Blue Ridge Logistics Co.',
    'Harborview Medical Group',
    'Pinnacle Software Corp',
    'Greenfield Foods Inc',
    'Redwood Engineering LLC',
    'Silver Lake School District',
    'Copperline Manufacturing',
    'Brightpath Retail Stores',
    'Alder & Finch LLP',
  ],
  banks: [
    'First Harbor Bank',
    'Lakeshore Credit Union',
    'Granite State Savings',
    'Riverside National Bank',
    'Evergreen Community Bank',
    'Heritage Federal Credit Union',
    'Cascade Trust Company',
    'Union Square Bank',
  ],
  brokers: [
    'Summit Securities LLC',
    'Meridian Brokerage Services',
    'Beacon Street Investments',
    'Northstar Capital Markets',
    'Keel & Anchor Financial',
    'Tidewater Wealth Partners',
  ],
  retirement: [
    'Fairview Retirement Services',
    'Sterling Pension Trust',
    'Atlas Annuity Company',
    'Oakmont 401(k) Plan Trust',
    'Cornerstone IRA Custodians',
  ],
  clients: [
    'Bluebird Design Studio',
    'Hartwell Consulting Group',
    'Quarry Hill Media',
    'Lantern Events LLC',
    'Orchard Street Properties',
    'Vantage Point Analytics',
  ],
  agencies: [
    'Ohio Department of Job and Family Services',
    'New York State Department of Labor',
    'Colorado Department of Revenue',
    'Texas Workforce Commission',
    'Virginia Employment Commission',
  ],
  processors: ['PayFlow Inc', 'Swiftcart Payments LLC', 'Marketplace Settlement Corp', 'Tandem Card Services'],
  hsaTrustees: [
    'HealthFirst HSA Bank',
    'Wellspring Benefits Trust',
    'Horizon Health Savings',
    'Clearwater HSA Services',
  ],
  lenders: [
    'Keystone Home Loans',
    'Prairie Mortgage Company',
    'Bayside Lending Corp',
    'Liberty Home Finance',
    'Crestline Mortgage Servicing',
  ],
  schools: [
    'Westbrook University',
    'Lakeland Community College',
    'Northern State University',
    'St. Brendan College',
    'Pacific Coast Institute of Technology',
  ],
  loanServicers: [
    'Scholar Loan Servicing',
    'EduTrust Loan Services',
    'Campus Lending Solutions',
    'Nelson Student Finance',
  ],
  partnerships: [
    'Riverbend Properties LP',
    'Harbor Light Ventures LP',
    'Mesa Verde Holdings LLC',
    'Copper Canyon Partners',
    'Stonebridge Real Estate Fund LP',
  ],
  corporations: [
    'Cedar Point Consulting Inc',
    'Juniper Dental Group Inc',
    'Fox Hollow Farms Inc',
    'Ironwood Builders Inc',
  ],
  trusts: [
    'The Margaret Hale Family Trust',
    'Estate of Harold P. Winston',
    'Whitfield Irrevocable Trust',
    'The Okafor Family Trust',
  ],
  counties: ['Franklin County', 'Travis County', 'Denver County', 'Wake County', 'Multnomah County', 'Dane County'],
  charities: [
    'Hope Harbor Food Bank',
    'Riverside Animal Rescue',
    'Good Shepherd Community Shelter',
    'Children\u2019s Literacy Alliance',
    'Mountain Trails Conservancy',
    'St. Mark\u2019s Parish',
  ],
  firms: ['Hollis & Grant CPAs', 'Meadowbrook Tax Advisors', 'Clearview Accounting LLC'],
} as const;
