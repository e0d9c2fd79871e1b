/**
 * The general individual tax organizer (Form 1040), the template most firms send. It asks what changed and what
 * happened during the year; the forms themselves are collected once, in the Document Checklist, so a client is not
 * asked for the same W-2 twice. Business and rental income get a pointer here and their own questionnaires.
 */
import { amount, closingSections, type TemplateDef, upload } from './build';
import { sectionTypes } from '../schemas/questionnaire-content';

export const individual1040: TemplateDef = {
  key: 'individual-1040',
  name: 'Individual Tax Organizer (Form 1040)',
  description:
    'The general organizer for individuals and married couples filing Form 1040: life changes, income, deductions, credits and the documents we need.',
  entity_kind: 'Individual',
  sections: [
    {
      name: 'General',
      instruction: 'Tell us what changed since last year.',
      questions: [
        {
          text: 'Did your marital status change this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'What changed?',
                  type: 'select',
                  options: ['Married', 'Divorced or legally separated', 'Spouse died'],
                  followUps: [
                    { when: 'Married', questions: [{ text: 'Date of marriage', type: 'date' }] },
                    {
                      when: 'Divorced or legally separated',
                      questions: [
                        { text: 'Date of the divorce or separation', type: 'date' },
                        upload('Please upload the divorce decree or separation agreement'),
                      ],
                    },
                    { when: 'Spouse died', questions: [{ text: 'Date of death', type: 'date' }] },
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did your address change this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'New address', type: 'textarea' },
                { text: 'Date you moved', type: 'date' },
              ],
            },
          ],
        },
        { text: 'Can anyone else claim you or your spouse as a dependent?' },
        {
          text: 'Did you or your spouse receive an Identity Protection PIN (IP PIN) from the IRS?',
          followUps: [{ when: 'Yes', questions: [{ text: 'IP PIN for this year', type: 'password', max: 6 }] }],
        },
        {
          text: 'Did you receive any letters or notices from the IRS or a state tax agency?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload the letters or notices')] }],
        },
        {
          text: 'At any time during the year, did you have foreign bank or financial accounts worth more than $10,000 in total?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each account',
                  type: 'entries',
                  columns: [
                    { text: 'Financial institution', type: 'text', max: 200 },
                    { text: 'Country', type: 'text', max: 100 },
                    amount('Highest balance during the year (in US dollars)'),
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'If you are due a refund, do you want it deposited directly into your bank account?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Bank name', type: 'text', max: 100 },
                { text: 'Routing number', type: 'text', max: 9 },
                { text: 'Account number', type: 'password', max: 17 },
                { text: 'Account type', type: 'select', options: ['Checking', 'Savings'] },
              ],
            },
          ],
        },
        { text: 'Do you want $3 to go to the Presidential Election Campaign Fund?', optional: true },
      ],
    },
    {
      name: 'Dependents',
      questions: [
        {
          text: 'Do you have dependents (children or relatives you support)?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each dependent',
                  type: 'entries',
                  columns: [
                    { text: 'Full name', type: 'text', max: 200 },
                    { text: 'Date of birth', type: 'date' },
                    { text: 'Relationship to you', type: 'text', max: 50 },
                    { text: 'Social Security number', type: 'password', max: 11 },
                    { text: 'Months lived with you this year', type: 'text', max: 2 },
                  ],
                },
                {
                  text: 'Did any dependent have income of their own?',
                  followUps: [{ when: 'Yes', questions: [upload("Please upload the dependent's income forms")] }],
                },
                {
                  text: 'Are you divorced or separated parents with an agreement about who claims a child?',
                  followUps: [{ when: 'Yes', questions: [upload('Please upload the signed Form 8332 or agreement')] }],
                },
              ],
            },
          ],
        },
        {
          text: 'Was a dependent born, adopted, or did one move out, marry or die this year?',
          followUps: [{ when: 'Yes', questions: [{ text: 'Please describe what changed', type: 'textarea' }] }],
        },
        {
          text: 'Did you pay for child or dependent care so that you (and your spouse) could work or look for work?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each care provider',
                  type: 'entries',
                  columns: [
                    { text: 'Provider name', type: 'text', max: 200 },
                    { text: 'Provider address', type: 'text', max: 300 },
                    { text: "Provider's SSN or EIN", type: 'password', max: 11 },
                    amount('Amount paid'),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Income',
      instruction: 'Answer yes or no here; upload the forms themselves in the Document Checklist.',
      questions: [
        {
          text: 'Did you or your spouse receive wages reported on Form W-2?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Did you live or work in more than one state?',
                  followUps: [{ when: 'Yes', questions: [{ text: 'Which states, and when?', type: 'textarea' }] }],
                },
              ],
            },
          ],
        },
        { text: 'Did you receive interest or dividends?' },
        {
          text: 'Did you sell stocks, bonds, mutual funds or other investments?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Does your brokerage statement show what you paid (the cost basis) for every sale?',
                  followUps: [
                    {
                      when: 'No',
                      questions: [upload('Please upload records of what you paid for the investments sold')],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you receive, sell, exchange or otherwise dispose of any digital asset (cryptocurrency, stablecoins or NFTs)?',
          followUps: [
            {
              when: 'Yes',
              questions: [upload('Please upload the Forms 1099-DA or the transaction reports from each exchange')],
            },
          ],
        },
        {
          text: 'Did you receive a pension, annuity, IRA or 401(k) distribution?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Did you roll any of it over to another retirement account?' },
                { text: 'Did you give any of it directly from an IRA to a charity?' },
              ],
            },
          ],
        },
        { text: 'Did you receive Social Security or railroad retirement benefits?' },
        { text: 'Did you receive unemployment compensation?' },
        {
          text: 'Did you have income from self-employment, a business, freelance or gig work?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Briefly describe the work; we will send our business income questionnaire', type: 'textarea' },
              ],
            },
          ],
        },
        {
          text: 'Did you own rental property or receive royalties?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Briefly describe each property; we will send our rental property questionnaire',
                  type: 'textarea',
                },
              ],
            },
          ],
        },
        {
          text: 'Did you sell your home this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                upload('Please upload the closing (settlement) statement and Form 1099-S'),
                { text: 'Date you bought the home', type: 'date' },
                amount('What you paid for the home, plus improvements'),
                { text: 'Did you live in it as your main home for at least two of the last five years?' },
              ],
            },
          ],
        },
        {
          text: 'Did you have gambling winnings?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                upload('Please upload your Forms W-2G'),
                amount('Gambling losses, if you kept records', { optional: true }),
              ],
            },
          ],
        },
        {
          text: 'Did you receive alimony under a divorce or separation agreement made before 2019?',
          followUps: [{ when: 'Yes', questions: [amount('Alimony received')] }],
        },
        {
          text: 'Did you have any other income (jury duty, prizes, hobby income, cancelled debt, foreign income)?',
          followUps: [
            { when: 'Yes', questions: [{ text: 'Please describe it and give the amounts', type: 'textarea' }] },
          ],
        },
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
        { text: 'Did you sell or give away an interest in a partnership or S corporation?' },
      ],
    },
    {
      name: 'Deductions',
      questions: [
        {
          text: 'Did you pay mortgage interest on your home?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'Did you refinance, or take out a home equity loan or line of credit, this year?',
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
              ],
            },
          ],
        },
        amount('Real estate taxes paid on your home and other property', { optional: true }),
        amount('Vehicle registration fees based on value (personal property tax)', { optional: true }),
        {
          text: 'Did you give money to charity?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each gift',
                  type: 'entries',
                  columns: [
                    { text: 'Organization', type: 'text', max: 200 },
                    { text: 'Date', type: 'date' },
                    amount('Amount'),
                  ],
                },
                { text: 'Do you have a written acknowledgment from the charity for every gift of $250 or more?' },
              ],
            },
          ],
        },
        {
          text: 'Did you give clothing, household goods, a vehicle, stock or other property to charity?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each gift',
                  type: 'entries',
                  columns: [
                    { text: 'Organization', type: 'text', max: 200 },
                    { text: 'Date', type: 'date' },
                    { text: 'Description', type: 'text', max: 200 },
                    amount('Fair market value'),
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you have large medical or dental expenses not paid by insurance?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                amount('Total paid'),
                { text: 'Miles driven for medical care', type: 'text', max: 10, optional: true },
              ],
            },
          ],
        },
        {
          text: 'Did you contribute to, or take money from, a Health Savings Account (HSA)?',
          followUps: [{ when: 'Yes', questions: [upload('Please upload Forms 5498-SA and 1099-SA')] }],
        },
        {
          text: 'Did you contribute to a traditional or Roth IRA for this year?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                { text: 'Type of IRA', type: 'multiple', options: ['Traditional', 'Roth'] },
                amount('Amount contributed for this year'),
              ],
            },
          ],
        },
        { text: 'Did you pay interest on a student loan?' },
        {
          text: 'Are you or your spouse a K-12 teacher who paid for classroom supplies?',
          followUps: [{ when: 'Yes', questions: [amount('Amount paid')] }],
        },
        {
          text: 'Did you pay alimony under a divorce or separation agreement made before 2019?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                amount('Alimony paid'),
                { text: "Recipient's Social Security number", type: 'password', max: 11 },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Credits',
      questions: [
        {
          text: 'Did you, your spouse or a dependent pay tuition for college or other post-secondary education?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each student',
                  type: 'entries',
                  columns: [
                    { text: 'Student name', type: 'text', max: 200 },
                    { text: 'School', type: 'text', max: 200 },
                    amount('Tuition and required fees paid'),
                    amount('Scholarships and grants received', { optional: true }),
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Did you make energy-saving improvements to your home (solar panels, a heat pump, insulation, windows or doors)?',
          followUps: [
            {
              when: 'Yes',
              questions: [
                {
                  text: 'List each improvement',
                  type: 'entries',
                  columns: [
                    { text: 'Description', type: 'text', max: 200 },
                    { text: 'Date installed', type: 'date' },
                    amount('Cost'),
                  ],
                },
                upload("Please upload the invoices and the manufacturer's certifications"),
              ],
            },
          ],
        },
        {
          text: 'Did anyone in your household have health insurance through the Marketplace (HealthCare.gov or a state exchange)?',
        },
        {
          text: 'Did you adopt a child or pay adoption expenses?',
          followUps: [{ when: 'Yes', questions: [amount('Adoption expenses paid')] }],
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
      ],
    },
    {
      name: 'Document Checklist',
      section_type: sectionTypes.documentChecklist,
      instruction: 'Upload each document you have. Mark the ones that do not apply to you as Not Applicable.',
      questions: [
        upload('Please upload your Forms W-2'),
        upload('Please upload your Forms 1099-INT and 1099-DIV'),
        upload('Please upload your Forms 1099-B or year-end brokerage statements'),
        upload('Please upload your Forms 1099-NEC, 1099-MISC and 1099-K'),
        upload('Please upload your Forms 1099-R (retirement distributions)'),
        upload('Please upload your Form SSA-1099 (Social Security benefits)'),
        upload('Please upload your Forms 1099-G (unemployment compensation or state tax refunds)'),
        upload('Please upload your Form 1098 (mortgage interest statement)'),
        upload('Please upload your Forms 1098-T (tuition) and 1098-E (student loan interest)'),
        upload('Please upload your Form 1095-A (Health Insurance Marketplace statement)'),
        upload("Please upload last year's federal and state tax returns, if we did not prepare them", {
          optional: true,
        }),
        upload("Please upload a photo ID (driver's license or passport) for you and your spouse, front and back"),
      ],
    },
    ...closingSections(
      'individual income tax return (Form 1040) and state returns',
      'the IRS and your state tax agency',
    ),
  ],
};
