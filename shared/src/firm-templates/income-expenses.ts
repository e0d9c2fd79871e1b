/**
 * A small business's income and expenses month by month, for clients who keep no books: one entry per month (or per
 * month and category) is easier to fill in from bank statements than a year's totals per Schedule C line.
 */
import { amount, closingSections, type QDef, type TemplateDef, upload } from './build';

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
const month: QDef = { text: 'Month', type: 'select', options: months };

export const incomeExpenses: TemplateDef = {
  key: 'income-expenses',
  name: 'Income and Expenses Organizer',
  description:
    'A simple month-by-month income and expense organizer for small businesses that do not keep a full set of books.',
  entity_kind: 'Individual',
  sections: [
    {
      name: 'General',
      questions: [
        { text: 'Business name', type: 'text', max: 100 },
        { text: 'What does the business do?', type: 'text', max: 200 },
        {
          text: 'How is the business organized?',
          type: 'select',
          options: [
            'Sole proprietor',
            'Single-member LLC',
            'Partnership or multi-member LLC',
            'S corporation',
            'Corporation',
            'Not sure',
          ],
        },
        {
          text: 'Which months does this organizer cover?',
          type: 'select',
          options: ['The whole calendar year', 'Part of the year'],
          followUps: [
            {
              when: 'Part of the year',
              questions: [
                { text: 'First month', type: 'select', options: months },
                { text: 'Last month', type: 'select', options: months },
              ],
            },
          ],
        },
        {
          text: 'Do you keep a separate bank account for the business?',
          followUps: [
            {
              when: 'No',
              questions: [
                {
                  text: 'Have you marked the business transactions on your personal bank and card statements?',
                  followUps: [
                    {
                      when: 'Yes',
                      questions: [upload('Please upload the marked statements')],
                    },
                  ],
                },
              ],
            },
          ],
        },
        upload('Please upload the bank and credit card statements for the year', { optional: true }),
      ],
    },
    {
      name: 'Income',
      instruction: 'Enter one row per month. Include cash sales and payments through apps.',
      questions: [
        {
          text: 'Income for each month',
          type: 'entries',
          columns: [
            month,
            amount('Sales or fees received'),
            amount('Refunds given to customers', { optional: true }),
            amount('Other business income', { optional: true }),
            { text: 'Notes', type: 'text', max: 200, optional: true },
          ],
        },
        upload('Please upload your 1099-NEC forms', { optional: true }),
        upload('Please upload your 1099-K forms from payment apps and marketplaces', { optional: true }),
        {
          text: 'Did you receive cash payments that were not deposited in the bank?',
          followUps: [{ when: 'Yes', questions: [amount('Total cash not deposited')] }],
        },
        {
          text: 'Do the amounts above include sales tax you collected?',
          followUps: [{ when: 'Yes', questions: [amount('Sales tax collected for the year')] }],
        },
      ],
    },
    {
      name: 'Expenses',
      instruction: 'Enter one row per month and category. Do not include money you took out for yourself.',
      questions: [
        {
          text: 'Expenses for each month',
          type: 'entries',
          columns: [
            month,
            {
              text: 'Category',
              type: 'select',
              options: [
                'Advertising',
                'Bank and card fees',
                'Contract labor',
                'Insurance',
                'Interest',
                'Meals',
                'Office and supplies',
                'Professional fees',
                'Rent',
                'Repairs',
                'Software and subscriptions',
                'Telephone and internet',
                'Travel',
                'Utilities',
                'Wages',
                'Other',
              ],
            },
            amount('Amount'),
            { text: 'Description', type: 'text', max: 200, optional: true },
          ],
        },
        {
          text: 'Did you pay any business expenses in cash or from a personal account?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload the receipts')] }],
        },
        {
          text: 'Did you pay any contractor enough to require a Form 1099-NEC?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Have you filed, or will you file, the Forms 1099-NEC?',
                  followUps: [{ when: 'No', questions: [{ text: 'Would you like us to prepare them for you?' }] }],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you take money out of the business for yourself (owner draws)?',
          followUps: [{ when: 'Yes', questions: [amount('Total owner draws for the year')] }],
        },
      ],
    },
    {
      name: 'Home Office',
      questions: [
        {
          text: 'Did you use part of your home regularly and exclusively for the business?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Do you want to use the simplified method ($5 per square foot, up to 300 square feet)?',
                  followUps: [
                    {
                      when: 'Yes',
                      questions: [
                        { text: 'Square feet used regularly and exclusively for business', type: 'text', max: 10 },
                      ],
                    },
                    {
                      when: 'No',
                      questions: [
                        { text: 'Total square feet of your home', type: 'text', max: 10 },
                        { text: 'Square feet used regularly and exclusively for business', type: 'text', max: 10 },
                        amount('Rent or mortgage interest for the year'),
                        amount('Utilities and insurance for the year'),
                      ],
                    },
                  ],
                },
                { text: 'Number of months you used the home office', type: 'text', max: 2 },
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
          text: 'Did you use your car, truck or van for the business?',
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
                  ],
                },
                {
                  text: 'Business miles for each month, if you track them by month',
                  type: 'entries',
                  optional: true,
                  columns: [month, { text: 'Business miles', type: 'text', max: 10 }],
                },
                amount('Business parking fees and tolls', { optional: true }),
                { text: 'Do you keep a mileage log?' },
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
          text: 'Did you buy any single item costing more than $2,500 (equipment, furniture, computers or vehicles)?',
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
                upload('Please upload the invoices'),
              ],
            },
          ],
        },
        {
          text: 'Did you buy any items over $500 but not more than $2,500 each (computers, phones, tools or furniture)?',
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
          text: 'Did you sell or stop using any business equipment or vehicle this year?',
          followUps: [{ when: 'Yes', questions: [{ text: 'What was it, when, and for how much?', type: 'textarea' }] }],
        },
      ],
    },
    {
      name: 'Estimated Tax Payments',
      questions: [
        {
          text: 'Did you make estimated tax payments for this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each payment',
                  type: 'entries',
                  columns: [
                    { text: 'Paid to', type: 'select', options: ['IRS', 'State'] },
                    { text: 'Date paid', type: 'date' },
                    amount('Amount'),
                  ],
                },
              ],
            },
          ],
        },
        { text: 'Would you like us to calculate estimated tax payments for next year?' },
      ],
    },
    ...closingSections(
      'business income and expense schedules and income tax returns',
      'the IRS and your state tax agency',
    ),
  ],
};
