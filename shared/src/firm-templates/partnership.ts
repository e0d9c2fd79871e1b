/**
 * A partnership's or multi-member LLC's return (Form 1065). Partners are not employees, so their pay is asked as
 * guaranteed payments; loans are asked by who bears the risk because recourse, nonrecourse and qualified nonrecourse
 * debt give partners different basis and at-risk amounts.
 */
import { amount, closingSections, type TemplateDef, upload } from './build';

export const partnership: TemplateDef = {
  key: 'partnership',
  name: 'Partnership (Form 1065)',
  description: 'For partnerships and multi-member LLCs that file Form 1065.',
  entity_kind: 'Partnership',
  sections: [
    {
      name: 'General',
      questions: [
        { text: "Partnership's legal name", type: 'text', max: 200 },
        { text: 'Employer Identification Number (EIN)', type: 'text', max: 10 },
        { text: 'Date the business started', type: 'date' },
        { text: 'Principal business activity and product or service', type: 'text', max: 200 },
        {
          text: 'What kind of entity is the partnership?',
          type: 'select',
          options: [
            'General partnership',
            'Limited partnership',
            'Limited liability company',
            'Limited liability partnership',
            'Other',
          ],
        },
        {
          text: 'Which accounting method does the partnership use?',
          type: 'select',
          options: ['Cash', 'Accrual', 'Other'],
        },
        {
          text: 'List the partners at the end of the year',
          type: 'entries',
          columns: [
            { text: 'Name', type: 'text', max: 200 },
            { text: 'SSN or EIN', type: 'password', max: 11 },
            {
              text: 'Type of partner',
              type: 'select',
              options: ['Individual', 'Corporation', 'Partnership', 'Trust or estate', 'Other'],
            },
            { text: 'Profit percentage', type: 'text', max: 8 },
            { text: 'Loss percentage', type: 'text', max: 8 },
            { text: 'Capital percentage', type: 'text', max: 8 },
          ],
        },
        {
          text: "Did any partner join or leave, or did any partner's percentage change, this year?",
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Please describe each change, with dates', type: 'textarea' },
                {
                  text: 'Was a partnership interest sold or transferred?',
                  followUps: [
                    {
                      when: 'Yes',
                      questions: [
                        { text: 'Does the partnership have a section 754 election, or would it like to make one?' },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Was the partnership or operating agreement signed or amended this year?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload the agreement or amendment')] }],
        },
        {
          text: 'Did partners contribute money or property this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each contribution',
                  type: 'entries',
                  columns: [
                    { text: 'Partner', type: 'text', max: 200 },
                    { text: 'Date', type: 'date' },
                    { text: 'Cash, or a description of the property', type: 'text', max: 200 },
                    amount('Amount or fair market value'),
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did the partnership make distributions to partners this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each distribution',
                  type: 'entries',
                  columns: [
                    { text: 'Partner', type: 'text', max: 200 },
                    { text: 'Date', type: 'date' },
                    amount('Amount'),
                    { text: 'Cash or property', type: 'select', options: ['Cash', 'Property'] },
                  ],
                },
              ],
            },
          ],
        },
        { text: 'Partnership representative for IRS examinations (name)', type: 'text', max: 200 },
        upload('Please upload the year-end trial balance, profit and loss statement and balance sheet'),
        upload("Please upload last year's return, if we did not prepare it", { optional: true }),
      ],
    },
    {
      name: 'Income',
      questions: [
        amount('Gross receipts or sales for the year'),
        amount('Returns and allowances', { optional: true }),
        upload('Please upload the 1099-NEC, 1099-MISC and 1099-K forms the partnership received', { optional: true }),
        {
          text: 'Did the partnership earn interest or dividends?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload the Forms 1099-INT and 1099-DIV')] }],
        },
        {
          text: 'Did the partnership sell stocks, bonds or other investments?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload the Forms 1099-B or brokerage statements')] }],
        },
        {
          text: 'Did the partnership receive rent from real estate?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Rents for each property',
                  type: 'entries',
                  columns: [{ text: 'Property address', type: 'text', max: 200 }, amount('Rents received')],
                },
              ],
            },
          ],
        },
        {
          text: 'Did the partnership receive any other income (grants, insurance recoveries, debt forgiveness)?',
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
          text: 'Does the partnership sell products or keep an inventory?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'How does the partnership value its inventory?',
                  type: 'select',
                  options: ['Cost', 'Lower of cost or market', 'Other'],
                },
                amount('Inventory at the beginning of the year'),
                amount('Purchases'),
                amount('Cost of labor included in cost of goods sold', { optional: true }),
                amount('Other costs (freight in, materials, packaging)', { optional: true }),
                amount('Inventory at the end of the year'),
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Expenses',
      instruction:
        'Only if not already in the profit and loss statement you uploaded. Guaranteed payments and wages are asked under Payroll.',
      questions: [
        amount('Repairs and maintenance', { optional: true }),
        amount('Bad debts written off', { optional: true }),
        amount('Rent', { optional: true }),
        amount('Taxes and licenses', { optional: true }),
        amount('Legal and professional fees', { optional: true }),
        amount('Business meals (the full amount; we apply the limit)', { optional: true }),
        {
          text: 'Did the partnership make charitable contributions?',
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
          text: 'Did the partnership pay penalties, fines, political contributions, lobbying or club dues?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe each and give the amount', type: 'textarea' }] },
          ],
        },
        {
          text: 'Did the partnership pay personal expenses of a partner?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe each and give the amount', type: 'textarea' }] },
          ],
        },
      ],
    },
    {
      name: 'Payroll',
      questions: [
        {
          text: 'Did the partnership make guaranteed payments to partners (for services, for the use of capital or for health insurance)?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List the guaranteed payments',
                  type: 'entries',
                  columns: [
                    { text: 'Partner', type: 'text', max: 200 },
                    amount('For services'),
                    amount('For the use of capital', { optional: true }),
                    amount('Health insurance premiums', { optional: true }),
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did the partnership have employees?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Number of employees at the end of the year', type: 'text', max: 6 },
                upload('Please upload the Forms W-2 and W-3'),
                upload('Please upload the quarterly Forms 941, the annual Form 940 and the state payroll returns'),
                {
                  text: 'Does the partnership have a retirement plan?',
                  followUps: [
                    {
                      when: 'Yes',
                      questions: [
                        {
                          text: 'Type of plan',
                          type: 'select',
                          options: ['401(k)', 'SEP IRA', 'SIMPLE IRA', 'Defined benefit', 'Other'],
                        },
                        amount('Employer contributions for employees for the year'),
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did the partnership pay any contractor enough to require a Form 1099-NEC or 1099-MISC?',
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
          text: 'Does the partnership own or lease vehicles?',
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
                { text: 'Were any of the vehicles used for personal driving, including commuting?' },
                { text: 'Does each driver keep a mileage log?' },
              ],
            },
          ],
        },
        {
          text: 'Do partners use their own vehicles for partnership business?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Does the partnership reimburse them?',
                  followUps: [
                    { when: 'Yes', questions: [amount('Total reimbursements paid')] },
                    {
                      when: 'No',
                      questions: [
                        { text: 'Does the partnership agreement require partners to pay these costs themselves?' },
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
      questions: [
        {
          text: 'Did the partnership buy any single item costing more than $2,500 (equipment, machinery, furniture, computers, vehicles, buildings or improvements)?',
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
          text: 'Did the partnership buy any items over $500 but not more than $2,500 each?',
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
          text: 'Did the partnership sell, trade in, scrap or distribute any asset this year?',
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
          text: 'Did the partnership have loans, mortgages, lines of credit or credit cards?',
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
                    {
                      text: 'Who is liable',
                      type: 'select',
                      options: [
                        'One or more partners guarantee it (recourse)',
                        'No partner is liable (nonrecourse)',
                        'Nonrecourse, secured by real estate from a commercial lender',
                        'Not sure',
                      ],
                    },
                  ],
                },
                upload('Please upload the year-end loan statements'),
              ],
            },
          ],
        },
        {
          text: 'Did a partner lend money to the partnership, or the partnership to a partner?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each loan',
                  type: 'entries',
                  columns: [
                    { text: 'Partner', type: 'text', max: 200 },
                    {
                      text: 'Direction',
                      type: 'select',
                      options: ['Partner to partnership', 'Partnership to partner'],
                    },
                    amount('Balance at the end of the year'),
                    amount('Interest paid during the year'),
                  ],
                },
              ],
            },
          ],
        },
        {
          text: "Was any of the partnership's debt forgiven or cancelled this year?",
          followUps: [{ when: 'Yes', questions: [upload('Please upload Form 1099-C')] }],
        },
      ],
    },
    {
      name: 'K-1 Investments',
      questions: [
        {
          text: 'Does the partnership own an interest in another partnership, LLC, S corporation, estate or trust that issued it a Schedule K-1?',
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
                      options: [
                        'Form 1065 (partnership)',
                        'Form 1120-S (S corporation)',
                        'Form 1041 (estate or trust)',
                      ],
                    },
                  ],
                },
                upload('Please upload the Schedules K-1'),
              ],
            },
          ],
        },
        {
          text: 'Is the partnership still waiting for any K-1?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Which ones, and when are they expected?', type: 'textarea' }] },
          ],
        },
      ],
    },
    {
      name: 'Estimated Tax Payments',
      questions: [
        {
          text: 'Has the partnership elected to pay a state pass-through entity tax (PTET)?',
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
          text: 'Did the partnership pay state withholding or composite tax for nonresident partners?',
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
          text: 'Did the partnership pay state franchise, gross receipts or minimum taxes?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'State, date and amount of each payment', type: 'textarea' }] },
          ],
        },
      ],
    },
    ...closingSections(
      'partnership return of income (Form 1065), Schedules K-1 and state returns',
      'the IRS and the state tax agencies',
    ),
  ],
};
