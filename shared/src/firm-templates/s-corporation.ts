/**
 * An S corporation's return (Form 1120-S). Beyond the business's own figures it asks what the shareholders' K-1s and
 * basis depend on: ownership changes, distributions, shareholder loans, officer pay and more-than-2% shareholders'
 * health insurance.
 */
import { amount, closingSections, type TemplateDef, upload } from './build';

export const sCorporation: TemplateDef = {
  key: 's-corporation',
  name: 'S Corporation (Form 1120-S)',
  description: 'For corporations and LLCs that have elected S corporation status and file Form 1120-S.',
  entity_kind: 'S-Corporation',
  sections: [
    {
      name: 'General',
      questions: [
        { text: "Corporation's legal name", type: 'text', max: 200 },
        { text: 'Employer Identification Number (EIN)', type: 'text', max: 10 },
        { text: 'Effective date of the S election', type: 'date' },
        { text: 'Principal business activity and product or service', type: 'text', max: 200 },
        {
          text: 'Which accounting method does the corporation use?',
          type: 'select',
          options: ['Cash', 'Accrual', 'Other'],
        },
        {
          text: "Did the corporation's address change this year?",
          followUps: [{ when: 'Yes', questions: [{ text: 'New address', type: 'textarea' }] }],
        },
        {
          text: 'List the shareholders at the end of the year',
          type: 'entries',
          columns: [
            { text: 'Name', type: 'text', max: 200 },
            { text: 'SSN or EIN', type: 'password', max: 11 },
            { text: 'Address', type: 'text', max: 300 },
            { text: 'Ownership percentage', type: 'text', max: 8 },
          ],
        },
        {
          text: 'Did any shareholder buy, sell, gift or redeem shares, or did the corporation issue new shares, this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Please describe each change, with dates and numbers of shares', type: 'textarea' },
                upload('Please upload the stock purchase, redemption or gift documents'),
                {
                  text: "Did any shareholder's entire interest end during the year?",
                  followUps: [
                    {
                      when: 'Yes',
                      questions: [
                        {
                          text: 'Do all affected shareholders agree to close the books on the date the interest ended, instead of prorating the year?',
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
          text: 'Did the corporation make distributions to shareholders?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each distribution',
                  type: 'entries',
                  columns: [
                    { text: 'Shareholder', type: 'text', max: 200 },
                    { text: 'Date', type: 'date' },
                    amount('Amount'),
                    { text: 'Cash or property', type: 'select', options: ['Cash', 'Property'] },
                  ],
                },
                {
                  text: 'Were the distributions made in proportion to ownership?',
                  followUps: [{ when: 'No', questions: [{ text: 'Please explain why', type: 'textarea' }] }],
                },
              ],
            },
          ],
        },
        {
          text: 'Was the corporation ever a C corporation?',
          followUps: [
            {
              when: 'Yes',
              questions: [upload('Please upload the last C corporation return', { optional: true })],
            },
          ],
        },
        upload('Please upload the year-end trial balance, profit and loss statement and balance sheet'),
        upload('Please upload the December bank and credit card statements'),
        upload("Please upload last year's return, if we did not prepare it", { optional: true }),
      ],
    },
    {
      name: 'Income',
      questions: [
        amount('Gross receipts or sales for the year'),
        amount('Returns and allowances', { optional: true }),
        upload('Please upload the 1099-NEC, 1099-MISC and 1099-K forms the corporation received', { optional: true }),
        {
          text: 'Did the corporation earn interest or dividends?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload the Forms 1099-INT and 1099-DIV')] }],
        },
        {
          text: 'Did the corporation sell stocks, bonds or other investments?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload the Forms 1099-B or brokerage statements')] }],
        },
        {
          text: 'Did the corporation receive rent from real estate or equipment?',
          followUps: [{ when: 'Yes', questions: [amount('Rent received')] }],
        },
        {
          text: 'Did the corporation receive tax-exempt income (life insurance proceeds, tax-exempt interest, forgiven loans)?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe it and give the amounts', type: 'textarea' }] },
          ],
        },
        {
          text: 'Did the corporation receive any other income (grants, insurance recoveries, debt forgiveness)?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe it and give the amounts', type: 'textarea' }] },
          ],
        },
      ],
    },
    {
      name: 'Cost of Goods Sold',
      questions: [
        {
          text: 'Does the corporation sell products or keep an inventory?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'How does the corporation value its inventory?',
                  type: 'select',
                  options: ['Cost', 'Lower of cost or market', 'Other'],
                },
                amount('Inventory at the beginning of the year'),
                amount('Purchases'),
                amount('Cost of labor included in cost of goods sold', { optional: true }),
                amount('Other costs (freight in, materials, packaging)', { optional: true }),
                amount('Inventory at the end of the year'),
                upload('Please upload the year-end inventory count', { optional: true }),
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Expenses',
      instruction:
        'Only if not already in the profit and loss statement you uploaded. Officer pay and wages are asked under Payroll.',
      questions: [
        amount('Repairs and maintenance', { optional: true }),
        amount('Bad debts written off', { optional: true }),
        amount('Rent', { optional: true }),
        amount('Taxes and licenses', { optional: true }),
        amount('Advertising', { optional: true }),
        amount('Legal and professional fees', { optional: true }),
        amount('Business meals (the full amount; we apply the limit)', { optional: true }),
        {
          text: 'Did the corporation make charitable contributions?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each contribution',
                  type: 'entries',
                  columns: [
                    { text: 'Organization', type: 'text', max: 200 },
                    { text: 'Date', type: 'date' },
                    amount('Amount'),
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did the corporation pay penalties, fines, political contributions, lobbying or club dues?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe each and give the amount', type: 'textarea' }] },
          ],
        },
        {
          text: 'Did the corporation pay personal expenses of a shareholder?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe each and give the amount', type: 'textarea' }] },
          ],
        },
        {
          text: 'Did the corporation pay life insurance premiums on an officer where the corporation is the beneficiary?',
          followUps: [{ when: 'Yes', questions: [amount('Premiums paid')] }],
        },
      ],
    },
    {
      name: 'Payroll',
      questions: [
        {
          text: 'Did the corporation pay wages to shareholders who work in the business?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each shareholder-officer',
                  type: 'entries',
                  columns: [
                    { text: 'Name', type: 'text', max: 200 },
                    { text: 'Percentage of time devoted to the business', type: 'text', max: 6 },
                    amount('Wages paid'),
                  ],
                },
              ],
            },
            {
              when: 'No',
              questions: [{ text: 'Please explain how the shareholders were paid for their work', type: 'textarea' }],
            },
          ],
        },
        {
          text: 'Did the corporation pay health insurance premiums for a shareholder owning more than 2%?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                amount('Premiums paid'),
                {
                  text: "Were the premiums included in the shareholder's W-2 wages (box 1)?",
                  followUps: [
                    {
                      when: 'No',
                      questions: [{ text: 'Would you like us to help correct the W-2 before it is filed?' }],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did the corporation have employees other than shareholders?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Number of employees at the end of the year', type: 'text', max: 6 }] },
          ],
        },
        {
          text: 'Who runs the payroll?',
          type: 'select',
          options: ['A payroll service (ADP, Gusto, Paychex or similar)', 'Our firm', 'The corporation does it'],
        },
        upload('Please upload the Forms W-2 and W-3'),
        upload('Please upload the quarterly Forms 941, the annual Form 940 and the state payroll returns'),
        {
          text: 'Does the corporation have a retirement plan?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Type of plan',
                  type: 'select',
                  options: ['401(k)', 'SEP IRA', 'SIMPLE IRA', 'Defined benefit', 'Other'],
                },
                amount('Employer contributions for the year'),
              ],
            },
          ],
        },
        {
          text: 'Did the corporation pay any contractor enough to require a Form 1099-NEC or 1099-MISC?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Have all required Forms 1099 been filed?',
                  followUps: [{ when: 'No', questions: [{ text: 'Would you like us to prepare them?' }] }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Auto',
      questions: [
        {
          text: 'Does the corporation own or lease vehicles?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each vehicle',
                  type: 'entries',
                  columns: [
                    { text: 'Make and model', type: 'text', max: 100 },
                    { text: 'Date placed in service', type: 'date' },
                    { text: 'Business miles', type: 'text', max: 10 },
                    { text: 'Total miles for the year', type: 'text', max: 10 },
                    { text: 'Main driver', type: 'text', max: 100 },
                  ],
                },
                {
                  text: 'Did shareholders or employees use company vehicles for personal driving, including commuting?',
                  followUps: [
                    {
                      when: 'Yes',
                      questions: [{ text: 'Was the value of the personal use added to their W-2 wages?' }],
                    },
                  ],
                },
                { text: 'Does each driver keep a mileage log?' },
              ],
            },
          ],
        },
        {
          text: 'Do shareholders or employees use their own vehicles for corporation business?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Does the corporation reimburse them under an accountable plan (mileage logs submitted for reimbursement)?',
                  followUps: [{ when: 'Yes', questions: [amount('Total mileage reimbursements paid')] }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'New Asset',
      questions: [
        {
          text: 'Did the corporation buy any single item costing more than $2,500 (equipment, machinery, furniture, computers, vehicles or building improvements)?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each item',
                  type: 'entries',
                  columns: [
                    { text: 'Description', type: 'text', max: 200 },
                    { text: 'Date placed in service', type: 'date' },
                    amount('Cost'),
                    { text: 'New or used', type: 'select', options: ['New', 'Used'] },
                  ],
                },
                upload('Please upload the invoices or purchase agreements'),
              ],
            },
          ],
        },
        {
          text: 'Did the corporation buy any items over $500 but not more than $2,500 each?',
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
          text: 'Did the corporation sell, trade in, scrap or distribute any asset this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each asset',
                  type: 'entries',
                  columns: [
                    { text: 'Description', type: 'text', max: 200 },
                    { text: 'Date sold or disposed of', type: 'date' },
                    amount('Sale price or trade-in value'),
                  ],
                },
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
          text: 'Did the corporation have loans, lines of credit or credit cards from banks or other lenders?',
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
                upload('Please upload the year-end loan statements'),
              ],
            },
          ],
        },
        {
          text: 'Did a shareholder lend money to the corporation?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each shareholder loan',
                  type: 'entries',
                  columns: [
                    { text: 'Shareholder', type: 'text', max: 200 },
                    amount('Balance at the end of the year'),
                    amount('Interest paid during the year'),
                  ],
                },
                { text: 'Is there a written, signed promissory note for each loan?' },
              ],
            },
          ],
        },
        {
          text: 'Did the corporation lend money to a shareholder?',
          followUps: [
            {
              when: 'Yes',
              questions: [amount('Balance owed at the end of the year'), { text: 'Is interest charged on the loan?' }],
            },
          ],
        },
        {
          text: "Was any of the corporation's debt forgiven or cancelled this year?",
          followUps: [{ when: 'Yes', questions: [upload('Please upload Form 1099-C')] }],
        },
      ],
    },
    {
      name: 'K-1 Investments',
      questions: [
        {
          text: 'Does the corporation own an interest in a partnership or LLC that issued it a Schedule K-1?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each K-1',
                  type: 'entries',
                  columns: [
                    { text: 'Entity name', type: 'text', max: 200 },
                    { text: 'EIN', type: 'text', max: 10 },
                    {
                      text: 'Form type',
                      type: 'select',
                      options: ['Form 1065 (partnership)', 'Form 1041 (estate or trust)'],
                    },
                  ],
                },
                upload('Please upload the Schedules K-1'),
              ],
            },
          ],
        },
        {
          text: 'Does the corporation own 20% or more of another corporation, or 50% or more of a partnership?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Name, EIN and percentage owned of each', type: 'textarea' }] },
          ],
        },
      ],
    },
    {
      name: 'Estimated Tax Payments',
      questions: [
        {
          text: 'Has the corporation elected to pay a state pass-through entity tax (PTET)?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each PTET payment',
                  type: 'entries',
                  columns: [
                    { text: 'State', type: 'text', max: 50 },
                    { text: 'Date paid', type: 'date' },
                    amount('Amount'),
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did the corporation make other state estimated, franchise or minimum tax payments?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each payment',
                  type: 'entries',
                  columns: [
                    { text: 'State', type: 'text', max: 50 },
                    { text: 'Date paid', type: 'date' },
                    amount('Amount'),
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did the corporation make federal estimated tax payments (built-in gains or excess passive income tax)?',
          followUps: [{ when: 'Yes', questions: [amount('Total federal estimated payments')] }],
        },
      ],
    },
    ...closingSections(
      'S corporation income tax return (Form 1120-S) and state returns',
      'the IRS and the state tax agencies',
    ),
  ],
};
