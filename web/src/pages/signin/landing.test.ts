import { describe, expect, test } from 'vitest';
import { landingPath, landingSelection } from './landing';

const q = (s: string) => new URLSearchParams(s);

describe('login also reads questionnaireId, firmGroupId and taxYear (FA §2.1)', () => {
  test('with nothing to carry, the landing is the redirect as it was', () => {
    expect(landingPath(null, q('email=a@b.test'))).toBeNull();
    expect(landingPath('/admin-profile', q(''))).toBe('/admin-profile');
  });

  test('a client with questionnaireId lands on the dashboard with the questionnaire, entity and year in the address', () => {
    expect(landingPath(null, q('questionnaireId=q1&companyId=c_2&taxYear=2023&firmGroupId=g-1'))).toBe(
      '/?questionnaireId=q1&companyId=c_2&taxYear=2023&firmGroupId=g-1',
    );
  });

  test('the parameters join the redirect, which keeps its own', () => {
    expect(landingPath('/inbox?taxYear=2022#top', q('taxYear=2024&questionnaireId=q9'))).toBe(
      '/inbox?taxYear=2022&questionnaireId=q9#top',
    );
  });

  test('malformed values are left behind', () => {
    expect(landingPath(null, q('questionnaireId=a%2Fb&taxYear=20x4&companyId=%3Cscript%3E'))).toBeNull();
    expect(landingPath(null, q('taxYear=99999&firmGroupId=ok'))).toBe('/?firmGroupId=ok');
  });

  test('the landing selects the entity and the tax year', () => {
    expect(landingSelection('/?questionnaireId=q1&companyId=c1&taxYear=2023')).toEqual({
      companyId: 'c1',
      taxYear: 2023,
    });
    expect(landingSelection('/messages')).toEqual({});
    expect(landingSelection(null)).toEqual({});
    expect(landingSelection('/?taxYear=next')).toEqual({});
  });
});
