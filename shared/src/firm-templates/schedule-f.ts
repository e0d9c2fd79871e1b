/**
 * Farm income (Schedule F, with Form 4797 for breeding livestock and Form 943 for farm payroll). Farmers have rules
 * of their own the questions ask about: crop insurance deferral, CCC loans, the 75% farm-use rule for vehicles and
 * the single January estimated payment.
 */
import { amount, closingSections, type TemplateDef, upload } from './build';

export const scheduleF: TemplateDef = {
  key: 'schedule-f',
  name: 'Farm Income (Schedule F)',
  description: 'For farmers and ranchers who report farm income and expenses on Schedule F.',
  entity_kind: 'Individual',
  sections: [
    {
      name: 'General',
      instruction:
        'Tell us about the farm. If you run more than one farm business, please complete a questionnaire for each.',
      questions: [
        { text: 'Name of the farm, if it has one', type: 'text', max: 100, optional: true },
        { text: 'Principal crop or activity (for example, corn, dairy, beef cattle, orchard)', type: 'text', max: 100 },
        {
          text: 'Does the farm have its own Employer Identification Number (EIN)?',
          followUps: [{ when: 'Yes', questions: [{ text: 'EIN', type: 'text', max: 10 }] }],
        },
        {
          text: 'Which accounting method does the farm use?',
          type: 'select',
          options: ['Cash', 'Accrual', 'Not sure'],
        },
        { text: 'Did you materially participate in running the farm this year?' },
        {
          text: 'Did you start or stop farming this year?',
          followUps: [{ when: 'Yes', questions: [{ text: 'Date you started or stopped', type: 'date' }] }],
        },
        {
          text: 'Do you rent farm land from others, or rent your land to others?',
          type: 'select',
          options: ['Rent from others', 'Rent to others', 'Both', 'Neither'],
          followUps: [
            {
              when: 'Rent to others',
              questions: [
                {
                  text: 'Is the rent paid in cash or as a share of the crop?',
                  type: 'select',
                  options: ['Cash', 'Crop share'],
                },
              ],
            },
            {
              when: 'Both',
              questions: [
                {
                  text: 'Is the rent you receive paid in cash or as a share of the crop?',
                  type: 'select',
                  options: ['Cash', 'Crop share'],
                },
              ],
            },
          ],
        },
        {
          text: 'Does anyone else share in the farm income or expenses (a partner, a crop-share landlord or a family member)?',
          followUps: [{ when: 'Yes', questions: [{ text: 'Please describe the arrangement', type: 'textarea' }] }],
        },
        upload('Please upload your farm income and expense summary for the year', { optional: true }),
      ],
    },
    {
      name: 'Income',
      questions: [
        {
          text: 'Did you sell livestock, produce, grain or other products you raised?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                amount('Total sales of products you raised'),
                upload('Please upload the sales statements or settlement sheets'),
              ],
            },
          ],
        },
        {
          text: 'Did you sell livestock or other items you bought for resale?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each sale',
                  type: 'entries',
                  columns: [
                    { text: 'Description', type: 'text', max: 200 },
                    amount('Sale price'),
                    amount('What you paid for it'),
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you sell livestock held for draft, breeding, dairy or sport?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each sale',
                  type: 'entries',
                  columns: [
                    { text: 'Description and number of head', type: 'text', max: 200 },
                    { text: 'Date acquired', type: 'date' },
                    { text: 'Date sold', type: 'date' },
                    amount('Sale price'),
                    { text: 'Raised or purchased', type: 'select', options: ['Raised', 'Purchased'] },
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you receive distributions from a cooperative (Form 1099-PATR)?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload your 1099-PATR forms')] }],
        },
        {
          text: 'Did you receive agricultural program payments (Form 1099-G or CCC-1099-G)?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload your 1099-G forms')] }],
        },
        {
          text: 'Did you take out Commodity Credit Corporation (CCC) loans this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                amount('Total CCC loans received'),
                { text: 'Have you in the past elected to report CCC loans as income in the year received?' },
              ],
            },
          ],
        },
        {
          text: 'Did you receive crop insurance proceeds or federal crop disaster payments?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                amount('Total received'),
                upload('Please upload the insurance or disaster payment statements'),
                {
                  text: 'Would you normally have sold the damaged crop next year?',
                  followUps: [
                    {
                      when: 'Yes',
                      questions: [{ text: 'Do you want to postpone reporting the proceeds until next year?' }],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you receive income from custom hire (machine work) for others?',
          followUps: [{ when: 'Yes', questions: [amount('Total custom hire income')] }],
        },
        {
          text: 'Did you receive any Forms 1099-MISC or 1099-NEC for the farm?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload your 1099-MISC and 1099-NEC forms')] }],
        },
        {
          text: 'Did you have other farm income (fuel tax credits, patronage refunds not on a 1099, sales of hay, rent of pasture)?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe it and give the amounts', type: 'textarea' }] },
          ],
        },
      ],
    },
    {
      name: 'Expenses',
      instruction: 'Give the totals for the year. Labor, interest and vehicle costs are asked in their own sections.',
      questions: [
        amount('Feed'),
        amount('Seeds and plants'),
        amount('Fertilizers and lime'),
        amount('Chemicals'),
        amount('Veterinary, breeding and medicine'),
        amount('Custom hire (machine work)'),
        amount('Gasoline, fuel and oil (other than for cars and trucks)'),
        amount('Repairs and maintenance'),
        amount('Rent or lease of machinery and equipment'),
        amount('Rent of farm land or pasture'),
        amount('Insurance, other than health insurance'),
        amount('Property taxes on farm property'),
        amount('Utilities'),
        amount('Freight, trucking, storage and warehousing'),
        amount('Supplies'),
        amount('Soil and water conservation expenses', { optional: true }),
        {
          text: 'Did you have other farm expenses not listed above?',
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
      name: 'Business Use of Vehicle',
      instruction:
        'Cars, pickups and other highway vehicles. Tractors and other farm machinery belong under New Asset.',
      questions: [
        {
          text: 'Did you use a car, pickup or truck for the farm this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each vehicle you used for the farm',
                  type: 'entries',
                  columns: [
                    { text: 'Make and model', type: 'text', max: 100 },
                    { text: 'Date placed in service', type: 'date' },
                    { text: 'Farm miles', type: 'text', max: 10 },
                    { text: 'Total miles for the year', type: 'text', max: 10 },
                  ],
                },
                {
                  text: 'Was the vehicle used in farming for most of the year, so that we can claim 75% farm use without a mileage log?',
                },
                {
                  text: 'Would you like to use the standard mileage rate or your actual expenses?',
                  type: 'select',
                  options: ['Standard mileage rate', 'Actual expenses', 'Not sure, please compare'],
                },
                amount('Fuel for these vehicles', { optional: true }),
                amount('Repairs, insurance and registration for these vehicles', { optional: true }),
                {
                  text: 'Did you buy, sell or trade in a vehicle used on the farm this year?',
                  followUps: [
                    { when: 'Yes', questions: [upload('Please upload the purchase, sale or trade-in documents')] },
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
      instruction: 'Machinery, equipment, buildings, breeding livestock and land bought or sold this year.',
      questions: [
        {
          text: 'Did you buy any single item costing more than $2,500 (machinery, equipment, buildings, fences, wells or grain bins)?',
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
          text: 'Did you buy any items over $500 but not more than $2,500 each (tools, small equipment, gates or fencing supplies)?',
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
          text: 'Did you buy breeding, dairy or draft livestock?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each purchase',
                  type: 'entries',
                  columns: [
                    { text: 'Description and number of head', type: 'text', max: 200 },
                    { text: 'Date bought', type: 'date' },
                    amount('Cost'),
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you buy farm land?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload the closing statement')] }],
        },
        {
          text: 'Did you sell, trade in or scrap any machinery, equipment, buildings or land?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each item',
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
      name: 'Payroll',
      questions: [
        {
          text: 'Did you pay wages to farm workers this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Number of workers during the year', type: 'text', max: 6 },
                upload('Please upload your Forms W-2 and W-3'),
                upload('Please upload your Form 943 (farm employment taxes) and Form 940'),
                upload('Please upload your state payroll and unemployment returns', { optional: true }),
                { text: 'Did you pay any workers in commodities or other goods rather than cash?' },
                { text: 'Did you employ H-2A agricultural workers?' },
                { text: 'Did you employ your spouse or your children?' },
              ],
            },
          ],
        },
        {
          text: 'Did you pay any contractor or other unincorporated business enough to require a Form 1099-NEC or 1099-MISC?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Have you filed, or will you file, every required Form 1099?',
                  followUps: [{ when: 'No', questions: [{ text: 'Would you like us to prepare them for you?' }] }],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you pay health insurance premiums for yourself, your spouse or your dependents?',
          followUps: [{ when: 'Yes', questions: [amount('Total premiums paid')] }],
        },
      ],
    },
    {
      name: 'Loans',
      questions: [
        {
          text: 'Did the farm have any loans, lines of credit or equipment financing?',
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
                upload('Please upload the year-end loan statements (Form 1098 or lender statements)'),
              ],
            },
          ],
        },
        {
          text: 'Did you buy equipment or land on an installment contract with the seller?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload the contract')] }],
        },
        {
          text: 'Was any farm debt forgiven or cancelled this year?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload Form 1099-C')] }],
        },
      ],
    },
    {
      name: 'Estimated Tax Payments',
      instruction:
        'If at least two-thirds of your gross income is from farming, you may make one estimated payment by January 15 or file and pay in full by March 1 instead.',
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
        { text: 'Would you like to file and pay in full by March 1, so that no estimated payment is needed?' },
      ],
    },
    ...closingSections(
      'farm income schedule (Schedule F) and federal and state income tax returns',
      'the IRS and your state tax agency',
    ),
  ],
};
