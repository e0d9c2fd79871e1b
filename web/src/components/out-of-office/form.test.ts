import { describe, expect, it } from 'vitest';
import { outOfOfficeOff } from './away';
import { formFrom, inputFrom, statusOf, type OutOfOfficeForm } from './form';

const zone = 'America/New_York';
const blank: OutOfOfficeForm = {
  on: true,
  message: 'Back on Monday',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
};

describe('the out-of-office form', () => {
  it('shows a saved period as date and time in the viewer’s zone', () => {
    const form = formFrom(
      {
        ...outOfOfficeOff,
        out_of_office: true,
        out_of_office_message: 'Away',
        out_of_office_start: '2030-07-01T13:00:00.000Z',
        out_of_office_end: null,
      },
      zone,
    );
    expect(form).toEqual({
      on: true,
      message: 'Away',
      startDate: '2030-07-01',
      startTime: '09:00',
      endDate: '',
      endTime: '',
    });
  });

  it('sends the period as instants, and empty bounds as null', () => {
    expect(inputFrom({ ...blank, endDate: '2030-07-08', endTime: '17:30' }, zone)).toEqual({
      ok: true,
      input: {
        out_of_office: true,
        out_of_office_message: 'Back on Monday',
        out_of_office_start: null,
        out_of_office_end: '2030-07-08T21:30:00.000Z',
      },
    });
  });

  it('asks for a message when turning it on, with the server’s words', () => {
    expect(inputFrom({ ...blank, message: '  ' }, zone)).toEqual({
      ok: false,
      fields: { out_of_office_message: 'Please enter an out of office message' },
    });
    expect(inputFrom({ ...blank, on: false, message: '' }, zone)).toMatchObject({
      ok: true,
      input: { out_of_office: false, out_of_office_message: null },
    });
  });

  it('refuses a date without a time and a time without a date', () => {
    expect(inputFrom({ ...blank, startDate: '2030-07-01', endTime: '10:00' }, zone)).toEqual({
      ok: false,
      fields: {
        out_of_office_start: 'Enter both a date and a time, or neither',
        out_of_office_end: 'Enter both a date and a time, or neither',
      },
    });
  });

  it('says whether the saved period covers now, has not started or is over', () => {
    const now = new Date('2030-07-02T00:00:00Z');
    expect(statusOf(outOfOfficeOff, now)).toBe('off');
    expect(statusOf({ ...outOfOfficeOff, out_of_office: true, away_now: true }, now)).toBe('away');
    expect(statusOf({ ...outOfOfficeOff, out_of_office: true, out_of_office_start: '2030-07-03T00:00:00Z' }, now)).toBe(
      'scheduled',
    );
    expect(statusOf({ ...outOfOfficeOff, out_of_office: true, out_of_office_end: '2030-07-01T00:00:00Z' }, now)).toBe(
      'ended',
    );
  });
});
