/**
 * Business income of a self-employed person in Canada (Form T2125): the same kind as Schedule C, in the CRA's terms
 * (GST/HST, capital cost allowance rather than depreciation, kilometres, instalments) and with the province, which
 * decides the provincial tax and whether HST or GST applies.
 */
import { amount, closingSections, type TemplateDef, upload } from './build';

const provinces = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Northwest Territories',
  'Nova Scotia',
  'Nunavut',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Yukon',
];

export const scheduleCCanada: TemplateDef = {
  key: 'schedule-c-canada',
  name: 'Business Income (T2125, Canada)',
  description:
    'For self-employed people and partners in Canada who report business or professional income on Form T2125, Statement of Business or Professional Activities.',
  entity_kind: 'Individual',
  sections: [
    {
      name: 'General',
      instruction:
        'Tell us about the business. If you run more than one business, please complete a separate questionnaire for each.',
      questions: [
        { text: 'Business name (leave blank if you use your own name)', type: 'text', max: 100, optional: true },
        { text: 'What does the business do? Describe its main product or service.', type: 'text', max: 200 },
        { text: 'Province or territory where the business operates', type: 'select', options: provinces },
        { text: 'Business address, if different from your home address', type: 'textarea', optional: true },
        { text: 'Business number (BN), if the business has one', type: 'text', max: 15, optional: true },
        {
          text: 'Industry code from the North American Industry Classification System (NAICS), if you know it',
          type: 'text',
          max: 6,
          optional: true,
        },
        {
          text: 'Does the business use a fiscal period other than the calendar year (January 1 to December 31)?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Start of the fiscal period', type: 'date' },
                { text: 'End of the fiscal period', type: 'date' },
              ],
            },
          ],
        },
        {
          text: 'Did the business start or end this year?',
          type: 'select',
          options: ['Started this year', 'Ended this year', 'Neither'],
          followUps: [
            { when: 'Started this year', questions: [{ text: 'Date the business started', type: 'date' }] },
            { when: 'Ended this year', questions: [{ text: 'Date the business ended', type: 'date' }] },
          ],
        },
        {
          text: 'Are you a partner in this business?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Partnership business number', type: 'text', max: 15 },
                { text: 'Your share of the partnership (percentage)', type: 'text', max: 6 },
              ],
            },
          ],
        },
        {
          text: 'Did the business earn income from websites, online platforms or apps?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Addresses of the websites or platforms', type: 'textarea' },
                { text: 'Percentage of gross income earned online', type: 'text', max: 6 },
              ],
            },
          ],
        },
        upload('Please upload your income statement and balance sheet for the year', { optional: true }),
      ],
    },
    {
      name: 'Income',
      questions: [
        amount('Gross sales, commissions or fees for the year'),
        {
          text: 'Are you registered for GST/HST?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'GST/HST account number', type: 'text', max: 15 },
                { text: 'Does the gross sales figure above include the GST/HST you collected?' },
                amount('GST/HST collected or collectible for the year'),
                {
                  text: 'Do you use the Quick Method of accounting for GST/HST?',
                  followUps: [
                    {
                      when: 'No',
                      questions: [amount('Input tax credits (ITCs) claimed for the year')],
                    },
                  ],
                },
                upload('Please upload your GST/HST returns for the year'),
              ],
            },
            {
              when: 'No',
              questions: [{ text: 'Did your taxable sales exceed $30,000 in any four consecutive calendar quarters?' }],
            },
          ],
        },
        {
          text: 'Are you also registered for Quebec sales tax (QST) or a provincial sales tax (PST)?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload your QST or PST returns for the year')] }],
        },
        upload('Please upload your T4A slips for fees for services', { optional: true }),
        {
          text: 'Did you receive payments through digital platforms (ride-sharing, delivery, short-term rental or online marketplaces)?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload the annual statements from each platform')] }],
        },
        amount('Returns, allowances and discounts given to customers', { optional: true }),
        {
          text: 'Did the business receive any government grants, subsidies or forgiven loans?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe each and give the amount', type: 'textarea' }] },
          ],
        },
        {
          text: 'Did you receive any other business income (interest on business accounts, bartering, recovered bad debts)?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe it and give the amounts', type: 'textarea' }] },
          ],
        },
      ],
    },
    {
      name: 'Cost of Goods Sold',
      instruction: 'Answer these only if the business makes, buys or sells goods.',
      questions: [
        {
          text: 'Does the business sell goods or keep an inventory?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                amount('Opening inventory (including raw materials, goods in process and finished goods)'),
                amount('Purchases during the year, net of returns, allowances and discounts'),
                amount('Direct wage costs', { optional: true }),
                amount('Subcontracts', { optional: true }),
                amount('Other costs (freight in, packaging)', { optional: true }),
                amount('Closing inventory'),
                upload('Please upload your year-end inventory count', { optional: true }),
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Expenses',
      instruction:
        'Give the totals for the year, including any GST/HST and PST you could not recover. Enter the full amount of meals; we apply the limit.',
      questions: [
        amount('Advertising'),
        amount('Meals and entertainment'),
        amount('Bad debts', { optional: true }),
        amount('Insurance'),
        amount('Interest and bank charges'),
        amount('Business taxes, licences and memberships'),
        amount('Office expenses and office stationery and supplies'),
        amount('Professional fees (legal, accounting and other)'),
        amount('Management and administration fees', { optional: true }),
        amount('Rent of business premises or equipment'),
        amount('Repairs and maintenance'),
        amount('Travel (transportation and accommodation)'),
        amount('Telephone and utilities'),
        amount('Delivery, freight and express'),
        {
          text: 'Did you have other business expenses not listed above?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each expense',
                  type: 'entries',
                  columns: [{ text: 'Description', type: 'text', max: 100 }, amount('Amount')],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Home Office',
      instruction: 'Business-use-of-home expenses can only reduce business income to zero; the rest carries forward.',
      questions: [
        {
          text: 'Did you use part of your home for the business?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Is it your principal place of business, or used only to earn business income and regularly to meet clients or customers?',
                },
                { text: 'Total area of your home (square feet or square metres)', type: 'text', max: 10 },
                { text: 'Area used for the business (in the same unit)', type: 'text', max: 10 },
                {
                  text: 'Do you own or rent your home?',
                  type: 'select',
                  options: ['Own', 'Rent'],
                  followUps: [
                    {
                      when: 'Own',
                      questions: [
                        amount('Mortgage interest for the year'),
                        amount('Property taxes for the year'),
                        amount('Home insurance'),
                        {
                          text: 'Do you want to claim capital cost allowance on the business part of your home? (This can affect the principal residence exemption when you sell.)',
                        },
                      ],
                    },
                    { when: 'Rent', questions: [amount('Rent paid for the year')] },
                  ],
                },
                amount('Heat'),
                amount('Electricity and water'),
                amount('Maintenance and repairs for the whole home'),
                amount('Internet', { optional: true }),
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Business Use of Vehicle',
      questions: [
        {
          text: 'Did you use a motor vehicle for the business this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each vehicle you used for the business',
                  type: 'entries',
                  columns: [
                    { text: 'Make and model', type: 'text', max: 100 },
                    { text: 'Date acquired', type: 'date' },
                    { text: 'Kilometres driven to earn business income', type: 'text', max: 10 },
                    { text: 'Total kilometres driven in the year', type: 'text', max: 10 },
                  ],
                },
                {
                  text: 'Do you keep a logbook of the kilometres driven for business?',
                  followUps: [
                    {
                      when: 'No',
                      questions: [{ text: 'How did you work out the business kilometres?', type: 'textarea' }],
                    },
                  ],
                },
                amount('Fuel and oil'),
                amount('Insurance'),
                amount('Licence and registration'),
                amount('Maintenance and repairs'),
                amount('Interest on money borrowed to buy the vehicle', { optional: true }),
                amount('Business parking fees', { optional: true }),
                {
                  text: 'Did you buy or lease a vehicle this year?',
                  type: 'select',
                  options: ['Bought', 'Leased', 'Neither'],
                  followUps: [
                    {
                      when: 'Bought',
                      questions: [
                        amount('Purchase price, including GST/HST and PST'),
                        upload('Please upload the bill of sale'),
                      ],
                    },
                    {
                      when: 'Leased',
                      questions: [
                        amount("Manufacturer's list price of the vehicle"),
                        amount('Lease payments for the year'),
                        upload('Please upload the lease agreement'),
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'New Asset',
      instruction:
        'Equipment, furniture, computers, vehicles and buildings are not expensed: their cost is claimed over time as capital cost allowance (CCA).',
      questions: [
        {
          text: 'Did you buy any equipment, furniture, computers, vehicles or buildings for the business this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each asset',
                  type: 'entries',
                  columns: [
                    { text: 'Description', type: 'text', max: 200 },
                    { text: 'Date available for use', type: 'date' },
                    amount('Cost, including non-recoverable GST/HST and PST'),
                    { text: 'CCA class, if you know it', type: 'text', max: 10, optional: true },
                  ],
                },
                upload('Please upload the invoices or bills of sale'),
              ],
            },
          ],
        },
        {
          text: 'Did you buy any small tools, kitchen utensils or medical or dental instruments costing less than $500 each (CCA class 12)?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each item',
                  type: 'entries',
                  columns: [
                    { text: 'Description', type: 'text', max: 200 },
                    { text: 'Date bought', type: 'date' },
                    amount('Cost'),
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you make leasehold improvements to premises you rent?',
          followUps: [
            {
              when: 'Yes',
              questions: [{ text: 'Describe the improvements, the dates and the costs', type: 'textarea' }],
            },
          ],
        },
        {
          text: 'Did you sell, trade in or dispose of any business asset this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each asset',
                  type: 'entries',
                  columns: [
                    { text: 'Description', type: 'text', max: 200 },
                    { text: 'Date of disposition', type: 'date' },
                    amount('Proceeds of disposition'),
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you start using personal property in the business, or stop using a business asset in it, this year?',
          followUps: [{ when: 'Yes', questions: [{ text: 'Please describe each change of use', type: 'textarea' }] }],
        },
        upload("Please upload last year's capital cost allowance schedule, if we did not prepare last year's return", {
          optional: true,
        }),
      ],
    },
    {
      name: 'Payroll',
      questions: [
        {
          text: 'Did the business have employees this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Number of employees at the end of the year', type: 'text', max: 6 },
                { text: 'Payroll program account number (RP)', type: 'text', max: 17 },
                upload('Please upload your T4 Summary and T4 slips'),
                upload('Please upload your payroll remittance statements (PD7A)'),
                {
                  text: 'Did you pay wages to your spouse or children?',
                  followUps: [
                    {
                      when: 'Yes',
                      questions: [{ text: 'Describe the work each did and the hours worked', type: 'textarea' }],
                    },
                  ],
                },
                {
                  text: "Did you pay workers' compensation premiums (WSIB, WorkSafeBC, CNESST or similar)?",
                  followUps: [{ when: 'Yes', questions: [amount('Premiums paid for the year')] }],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you pay subcontractors or other self-employed people for services?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each one',
                  type: 'entries',
                  columns: [{ text: 'Name', type: 'text', max: 100 }, amount('Amount paid')],
                },
                { text: 'Is the business in the construction industry (T5018 reporting)?' },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Loans',
      questions: [
        {
          text: 'Did the business have any loans, lines of credit or business credit cards?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each loan',
                  type: 'entries',
                  columns: [
                    { text: 'Lender', type: 'text', max: 100 },
                    amount('Balance at the end of the year'),
                    amount('Interest paid during the year'),
                  ],
                },
                upload('Please upload the year-end loan statements', { optional: true }),
              ],
            },
          ],
        },
        {
          text: 'Did you take out a new business loan this year?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload the loan agreement')] }],
        },
        {
          text: 'Did you borrow money from, or lend money to, family members?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe each loan and its terms', type: 'textarea' }] },
          ],
        },
        { text: 'Was any business debt forgiven or settled for less than the amount owed?' },
      ],
    },
    {
      name: 'Estimated Tax Payments',
      instruction: 'Income tax and GST/HST instalments paid to the Canada Revenue Agency (CRA) for this year.',
      questions: [
        {
          text: 'Did you pay income tax instalments for this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each instalment',
                  type: 'entries',
                  columns: [{ text: 'Date paid', type: 'date' }, amount('Amount')],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you pay GST/HST instalments for this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each instalment',
                  type: 'entries',
                  columns: [{ text: 'Date paid', type: 'date' }, amount('Amount')],
                },
              ],
            },
          ],
        },
        upload('Please upload any instalment reminders you received from the CRA', { optional: true }),
        { text: 'Would you like us to work out your instalments for next year?' },
      ],
    },
    ...closingSections(
      'Statement of Business or Professional Activities (T2125) and your personal income tax and benefit return',
      'the Canada Revenue Agency (and Revenu Québec if you live in Quebec)',
    ),
  ],
};
