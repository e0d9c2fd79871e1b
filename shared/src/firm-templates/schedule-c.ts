/** Business income of a sole proprietor or single-member LLC in the US (Schedule C, with Form 8829 and Form 4562). */
import { amount, closingSections, type TemplateDef, upload } from './build';

export const scheduleC: TemplateDef = {
  key: 'schedule-c',
  name: 'Business Income (Schedule C)',
  description:
    'For sole proprietors, single-member LLCs and independent contractors who report business income and expenses on Schedule C.',
  entity_kind: 'Individual',
  sections: [
    {
      name: 'General',
      instruction:
        'Tell us about the business. If you run more than one business, please complete a separate questionnaire for each.',
      questions: [
        { text: 'Business name (leave blank if you use your own name)', type: 'text', max: 100, optional: true },
        { text: 'What does the business do? Describe its main product or service.', type: 'text', max: 200 },
        { text: 'Business address, if different from your home address', type: 'textarea', optional: true },
        {
          text: 'Does the business have its own Employer Identification Number (EIN)?',
          followUps: [{ when: 'Yes', questions: [{ text: 'EIN', type: 'text', max: 10 }] }],
        },
        {
          text: 'Which accounting method does the business use?',
          type: 'select',
          options: ['Cash', 'Accrual', 'Other', 'Not sure'],
        },
        {
          text: 'Did you start or acquire the business this year?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Date the business started or was acquired', type: 'date' }] },
          ],
        },
        {
          text: 'Did the business close or stop operating this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Date the business closed', type: 'date' },
                {
                  text: 'What happened to the business assets (sold, kept for personal use, given away or scrapped)?',
                  type: 'textarea',
                },
              ],
            },
          ],
        },
        {
          text: 'Did you work in the business on a regular, continuous and substantial basis (for example, more than 500 hours during the year)?',
        },
        {
          text: 'How do you keep the books?',
          type: 'select',
          options: ['QuickBooks', 'Xero', 'FreshBooks', 'Wave', 'Spreadsheet', 'Paper records', 'Other'],
        },
        upload('Please upload your profit and loss statement and balance sheet for the year', { optional: true }),
      ],
    },
    {
      name: 'Income',
      questions: [
        upload('Please upload your 1099-NEC forms'),
        {
          text: 'Did you receive any Forms 1099-K from payment processors or marketplaces (PayPal, Stripe, Square, Etsy, Amazon and similar)?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                upload('Please upload your 1099-K forms'),
                {
                  text: 'Do any of the 1099-K amounts include personal payments, refunds to customers or sales tax?',
                  followUps: [
                    {
                      when: 'Yes',
                      questions: [{ text: 'Please describe them and give the amounts', type: 'textarea' }],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you receive any Forms 1099-MISC for the business?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload your 1099-MISC forms')] }],
        },
        amount('Total gross receipts or sales for the year, including income not reported on any Form 1099'),
        amount('Returns and allowances (refunds and credits given to customers)', { optional: true }),
        {
          text: 'Did you receive cash, checks or other payments that were not reported on a Form 1099?',
          followUps: [{ when: 'Yes', questions: [amount('Total of those payments')] }],
        },
        {
          text: 'Does your income include sales tax you collected from customers?',
          followUps: [{ when: 'Yes', questions: [amount('Sales tax collected and included in income')] }],
        },
        {
          text: 'Did the business receive any grants, subsidies, rebates or forgiven loans?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe each and give the amount', type: 'textarea' }] },
          ],
        },
        {
          text: 'Did you receive any other business income (interest on business accounts, bartering, recovered bad debts, fuel tax credits)?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe it and give the amounts', type: 'textarea' }] },
          ],
        },
      ],
    },
    {
      name: 'Cost of Goods Sold',
      instruction: 'Answer these only if the business makes, buys or sells products.',
      questions: [
        {
          text: 'Does the business sell products or keep an inventory?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'How do you value your inventory?',
                  type: 'select',
                  options: ['Cost', 'Lower of cost or market', 'Other'],
                },
                amount('Value of inventory at the beginning of the year'),
                amount('Purchases during the year, less items withdrawn for personal use'),
                amount('Cost of labor for making products (not included in wages)', { optional: true }),
                amount('Materials and supplies used in making products', { optional: true }),
                amount('Other costs (freight in, packaging, containers)', { optional: true }),
                amount('Value of inventory at the end of the year'),
                {
                  text: 'Did you change how you count, price or value inventory this year?',
                  followUps: [{ when: 'Yes', questions: [{ text: 'Please describe the change', type: 'textarea' }] }],
                },
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
        'Give the totals for the year. If your books already show an amount, you may upload the report instead and mark the question Provided Elsewhere.',
      questions: [
        amount('Advertising and marketing'),
        amount('Commissions and fees, including payment processing fees'),
        amount('Contract labor (payments to independent contractors)'),
        amount('Insurance, other than health insurance'),
        amount('Interest on business loans and business credit cards'),
        amount('Legal and professional fees'),
        amount('Office expenses, postage and software subscriptions'),
        amount('Rent or lease of office, shop, equipment or other business property'),
        amount('Repairs and maintenance'),
        amount('Supplies'),
        amount('Taxes and licenses (business licenses, payroll taxes, property taxes on business property)'),
        amount('Business travel (airfare, lodging, car rental) away from your tax home'),
        amount('Business meals (the full amount; we apply the limit)'),
        amount('Utilities, telephone and internet'),
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
        {
          text: 'Did you pay health insurance premiums for yourself, your spouse or your dependents?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                amount('Total premiums paid'),
                { text: 'Were you or your spouse eligible for an employer-subsidized health plan during the year?' },
              ],
            },
          ],
        },
        {
          text: 'Did you contribute to a retirement plan for yourself (SEP IRA, SIMPLE IRA or solo 401(k))?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Type of plan', type: 'select', options: ['SEP IRA', 'SIMPLE IRA', 'Solo 401(k)', 'Other'] },
                amount('Amount contributed for this tax year'),
              ],
            },
          ],
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
                  text: 'Is it your principal place of business, or a place where you regularly meet clients or customers?',
                },
                { text: 'Number of months you used the home office this year', type: 'text', max: 2 },
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
                        amount('Mortgage interest or rent paid for the home for the year'),
                        amount('Real estate taxes for the year'),
                        amount("Homeowner's or renter's insurance"),
                        amount('Utilities for the whole home (electricity, gas, water, trash)'),
                        amount('Repairs and maintenance for the whole home'),
                        amount('Repairs made only to the office area', { optional: true }),
                      ],
                    },
                  ],
                },
                {
                  text: 'Do you own or rent your home?',
                  type: 'select',
                  options: ['Own', 'Rent'],
                  followUps: [
                    {
                      when: 'Own',
                      questions: [
                        { text: 'Date you bought the home', type: 'date' },
                        amount('Purchase price of the home plus the cost of improvements, excluding land'),
                      ],
                    },
                  ],
                },
                { text: 'Did you use the same space for more than one business?' },
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
          text: 'Did you use a car, truck or van for the business this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each vehicle you used for the business',
                  type: 'entries',
                  columns: [
                    { text: 'Make and model', type: 'text', max: 100 },
                    { text: 'Date placed in service', type: 'date' },
                    { text: 'Business miles', type: 'text', max: 10 },
                    { text: 'Commuting miles', type: 'text', max: 10, optional: true },
                    { text: 'Total miles for the year', type: 'text', max: 10 },
                  ],
                },
                {
                  text: 'Would you like to use the standard mileage rate or your actual expenses?',
                  type: 'select',
                  options: ['Standard mileage rate', 'Actual expenses', 'Not sure, please compare'],
                  followUps: [
                    {
                      when: 'Actual expenses',
                      questions: [
                        upload(
                          'Please upload a summary of the vehicle expenses (fuel, repairs, insurance, registration, lease payments)',
                        ),
                      ],
                    },
                    {
                      when: 'Not sure, please compare',
                      questions: [
                        upload(
                          'Please upload a summary of the vehicle expenses (fuel, repairs, insurance, registration, lease payments)',
                        ),
                      ],
                    },
                  ],
                },
                {
                  text: 'Do you have written evidence of the business miles, such as a mileage log or app records?',
                  followUps: [
                    {
                      when: 'No',
                      questions: [{ text: 'How did you work out the business miles?', type: 'textarea' }],
                    },
                  ],
                },
                { text: 'Was the vehicle available for personal use when you were not working?' },
                { text: 'Do you or your spouse have another vehicle available for personal use?' },
                amount('Business parking fees and tolls'),
                {
                  text: 'Did you pay interest on a loan for a vehicle used in the business?',
                  followUps: [{ when: 'Yes', questions: [amount('Interest paid for the year')] }],
                },
                {
                  text: 'Did you buy, sell or trade in a vehicle used in the business this year?',
                  followUps: [
                    {
                      when: 'Yes',
                      questions: [upload('Please upload the purchase, sale or trade-in documents')],
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
      instruction: 'Tell us about equipment, furniture, vehicles and improvements bought for the business this year.',
      questions: [
        {
          text: 'Did you buy any single item costing more than $2,500 (equipment, machinery, furniture, computers, vehicles or building improvements)?',
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
                    { text: 'Business use percentage', type: 'text', max: 5 },
                  ],
                },
                upload('Please upload the invoices or purchase agreements'),
              ],
            },
          ],
        },
        {
          text: 'Did you buy any items over $500 but not more than $2,500 each (computers, phones, tools or office furniture)?',
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
          text: 'Did you sell, trade in, scrap or stop using any business asset this year?',
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
        {
          text: 'Did you start using any personal property (a car, computer or furniture) in the business this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Describe each item, the date you started using it and what you paid for it',
                  type: 'textarea',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Payroll',
      questions: [
        {
          text: 'Did the business have employees (people you paid wages and gave a Form W-2)?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Number of employees at the end of the year', type: 'text', max: 6 },
                {
                  text: 'Who runs your payroll?',
                  type: 'select',
                  options: ['A payroll service (ADP, Gusto, Paychex or similar)', 'Our firm', 'I do it myself'],
                },
                upload('Please upload your Forms W-2 and W-3'),
                upload('Please upload your quarterly Forms 941 and your annual Form 940'),
                upload('Please upload your state payroll and unemployment returns'),
                {
                  text: 'Which benefits did you provide to employees?',
                  type: 'multiple',
                  options: [
                    'Health insurance',
                    'Retirement plan',
                    'Dependent care assistance',
                    'Education assistance',
                    'None',
                  ],
                  followUps: [
                    { when: 'Health insurance', questions: [amount('Health insurance premiums paid for employees')] },
                    { when: 'Retirement plan', questions: [amount('Employer contributions to the retirement plan')] },
                  ],
                },
                { text: 'Did you employ your spouse or your children?' },
              ],
            },
          ],
        },
        {
          text: 'Did you pay any independent contractor or other unincorporated business enough to require a Form 1099-NEC or 1099-MISC?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Have you filed, or will you file, every required Form 1099?',
                  followUps: [{ when: 'No', questions: [{ text: 'Would you like us to prepare them for you?' }] }],
                },
                upload('Please upload a Form W-9 for each contractor', { optional: true }),
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
                    { text: 'What the loan was used for', type: 'text', max: 200 },
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
        { text: 'Did you use personal loans or personal credit cards for business purchases?' },
        {
          text: 'Did you borrow money from, or lend money to, family members or a related business?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe each loan and its terms', type: 'textarea' }] },
          ],
        },
        {
          text: 'Was any business debt forgiven or cancelled this year?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload Form 1099-C')] }],
        },
      ],
    },
    {
      name: 'Estimated Tax Payments',
      questions: [
        {
          text: 'Did you make federal estimated tax payments for this tax year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each payment',
                  type: 'entries',
                  columns: [{ text: 'Date paid', type: 'date' }, amount('Amount')],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you make state estimated tax payments for this tax year?',
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
          text: "Did you apply last year's refund to this year's estimated tax?",
          followUps: [{ when: 'Yes', questions: [amount('Amount applied')] }],
        },
        { text: 'Would you like us to calculate estimated tax payments for next year?' },
        {
          text: 'Do you expect your income next year to be very different from this year?',
          followUps: [{ when: 'Yes', questions: [{ text: 'Please explain', type: 'textarea' }] }],
          optional: true,
        },
      ],
    },
    ...closingSections(
      'business income schedule (Schedule C) and federal and state income tax returns',
      'the IRS and your state tax agency',
    ),
  ],
};
