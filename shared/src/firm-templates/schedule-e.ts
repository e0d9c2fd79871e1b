/**
 * Rental real estate, royalties and pass-through income (Schedule E). Amounts are asked per property because
 * Schedule E reports each property on its own line and the passive-loss rules treat each activity apart.
 */
import { amount, closingSections, type QDef, type TemplateDef, upload } from './build';

const property: QDef = { text: 'Property address', type: 'text', max: 200 };

export const scheduleE: TemplateDef = {
  key: 'schedule-e',
  name: 'Rental Property (Schedule E)',
  description:
    'For owners of rental real estate, royalties, and interests in partnerships, S corporations, estates or trusts reported on Schedule E.',
  entity_kind: 'Individual',
  sections: [
    {
      name: 'General',
      questions: [
        {
          text: 'Is this your first year renting out property, or the first year we are preparing your rental schedules?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                upload("Please upload last year's tax return, including the depreciation schedules", {
                  optional: true,
                }),
              ],
            },
          ],
        },
        {
          text: 'Do you or your spouse qualify as a real estate professional (more than 750 hours, and more than half of your working time, in real property businesses)?',
          followUps: [
            {
              when: 'Yes',
              questions: [{ text: 'Hours you spent on the rental properties this year', type: 'text', max: 6 }],
            },
          ],
        },
        { text: 'Did you take part in managing the rentals (approving tenants, setting rents, approving repairs)?' },
        {
          text: 'Is any property managed by a property management company?',
          followUps: [
            { when: 'Yes', questions: [upload('Please upload the year-end owner statements from the manager')] },
          ],
        },
        {
          text: 'Did you pay anyone enough for services to the rentals to require a Form 1099-NEC or 1099-MISC?',
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
      ],
    },
    {
      name: 'Rental Activity',
      questions: [
        {
          text: 'List each rental property',
          type: 'entries',
          columns: [
            property,
            {
              text: 'Type of property',
              type: 'select',
              options: [
                'Single family',
                'Multi-family',
                'Vacation or short-term rental',
                'Commercial',
                'Land',
                'Other',
              ],
            },
            { text: 'Days rented at a fair rental price', type: 'text', max: 3 },
            { text: 'Days of personal use', type: 'text', max: 3 },
            { text: 'Your ownership percentage', type: 'text', max: 6 },
          ],
        },
        {
          text: 'Did you buy or start renting out a property this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                upload('Please upload the closing (settlement) statement'),
                { text: 'Date the property was first available for rent', type: 'date' },
                amount('Value of the land included in the price, from the property tax assessment if you have it', {
                  optional: true,
                }),
              ],
            },
          ],
        },
        {
          text: 'Did you sell or stop renting out a property this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                upload('Please upload the closing (settlement) statement and Form 1099-S'),
                { text: 'Did you ever live in the property as your home?' },
              ],
            },
          ],
        },
        {
          text: 'Did you, a family member or anyone paying less than a fair rent use any property during the year?',
          followUps: [
            {
              when: 'Yes',
              questions: [{ text: 'Please describe who used it and for how many days', type: 'textarea' }],
            },
          ],
        },
        {
          text: 'Is any property a short-term rental where the average stay is seven days or less?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Did you provide substantial services to guests (cleaning during stays, meals, concierge or tours)?',
                  followUps: [
                    {
                      when: 'Yes',
                      questions: [{ text: 'Please describe the services you provide', type: 'textarea' }],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you receive royalties from oil, gas, minerals, books, music or other property?',
          followUps: [
            { when: 'Yes', questions: [upload('Please upload your royalty statements and Forms 1099-MISC')] },
          ],
        },
      ],
    },
    {
      name: 'Income',
      questions: [
        {
          text: 'Rents received for each property',
          type: 'entries',
          columns: [
            property,
            amount('Rents received'),
            amount('Other income (fees, laundry, parking)', { optional: true }),
          ],
        },
        {
          text: 'Did you receive any Forms 1099-MISC or 1099-K for rents?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload your 1099-MISC and 1099-K forms')] }],
        },
        {
          text: 'Did you receive rent in advance for next year?',
          followUps: [{ when: 'Yes', questions: [amount('Advance rent received')] }],
        },
        {
          text: 'Did you keep any part of a security deposit because of damage or unpaid rent?',
          followUps: [{ when: 'Yes', questions: [amount('Amount kept')] }],
        },
        {
          text: 'Did a tenant pay any of your expenses, or provide services, instead of paying rent?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe it and give the value', type: 'textarea' }] },
          ],
        },
        {
          text: 'Did you receive insurance payments for damage to a rental property?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe the damage and the payment', type: 'textarea' }] },
          ],
        },
      ],
    },
    {
      name: 'Expenses',
      instruction: 'Give the totals for the year for each property. Mortgage interest is asked under Loans.',
      questions: [
        {
          text: 'Expenses for each property',
          type: 'entries',
          columns: [
            property,
            amount('Advertising', { optional: true }),
            amount('Cleaning and maintenance', { optional: true }),
            amount('Commissions', { optional: true }),
            amount('Insurance', { optional: true }),
            amount('Legal and other professional fees', { optional: true }),
            amount('Management fees', { optional: true }),
            amount('Repairs', { optional: true }),
            amount('Supplies', { optional: true }),
            amount('Property taxes', { optional: true }),
            amount('Utilities', { optional: true }),
            amount('Homeowners association dues', { optional: true }),
            amount('Other expenses', { optional: true }),
          ],
        },
        upload('Please upload an income and expense summary for each property, if you keep one', { optional: true }),
        {
          text: 'Did you drive to the properties for rental business (collecting rent, repairs, showing units)?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Miles driven for the rentals', type: 'text', max: 10 },
                amount('Parking fees and tolls', { optional: true }),
              ],
            },
          ],
        },
        {
          text: 'Did you travel overnight to a rental property?',
          followUps: [{ when: 'Yes', questions: [amount('Travel costs (airfare, lodging)')] }],
        },
      ],
    },
    {
      name: 'New Asset',
      instruction: 'Improvements and items bought for the rentals are depreciated rather than deducted as repairs.',
      questions: [
        {
          text: 'Did you buy any single item or make any improvement costing more than $2,500 (a new roof, furnace, appliances, flooring or remodeling)?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each item or improvement',
                  type: 'entries',
                  columns: [
                    property,
                    { text: 'Description', type: 'text', max: 200 },
                    { text: 'Date placed in service', type: 'date' },
                    amount('Cost'),
                  ],
                },
                upload('Please upload the invoices'),
              ],
            },
          ],
        },
        {
          text: 'Did you buy any items over $500 but not more than $2,500 each (appliances, furniture for a furnished rental)?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each item',
                  type: 'entries',
                  columns: [
                    property,
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
          text: 'Did you replace or remove anything still being depreciated (an old roof, water heater or appliance)?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe what was replaced and when', type: 'textarea' }] },
          ],
        },
      ],
    },
    {
      name: 'Loans',
      questions: [
        {
          text: 'Is there a mortgage or other loan on any rental property?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each loan',
                  type: 'entries',
                  columns: [
                    { text: 'Lender', type: 'text', max: 100 },
                    property,
                    amount('Balance at the end of the year'),
                    amount('Interest paid during the year'),
                  ],
                },
                upload('Please upload Form 1098 for each loan'),
              ],
            },
          ],
        },
        {
          text: 'Did you refinance a rental property or take out a home equity loan on one this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                upload('Please upload the closing (settlement) statement'),
                { text: 'What did you use any cash taken out for?', type: 'textarea' },
              ],
            },
          ],
        },
        { text: 'Did you pay points or loan fees to buy or refinance a rental property?' },
      ],
    },
    {
      name: 'K-1 Investments',
      questions: [
        {
          text: 'Did you receive a Schedule K-1 from a partnership, S corporation, estate or trust?',
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
                upload('Please upload your Schedules K-1'),
                { text: 'Did you materially participate in any of these businesses?' },
              ],
            },
          ],
        },
        {
          text: 'Are you still waiting for any K-1?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Which ones, and when do you expect them?', type: 'textarea' }] },
          ],
        },
        {
          text: 'Did you buy, sell or give away an interest in a partnership or S corporation this year?',
          followUps: [{ when: 'Yes', questions: [{ text: 'Please describe the transaction', type: 'textarea' }] }],
        },
        {
          text: 'Did you contribute money to, or receive distributions from, any of these entities beyond what the K-1 shows?',
          optional: true,
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
        { text: 'Would you like us to calculate estimated tax payments for next year?' },
      ],
    },
    ...closingSections(
      'supplemental income schedule (Schedule E) and federal and state income tax returns',
      'the IRS and your state tax agency',
    ),
  ],
};
