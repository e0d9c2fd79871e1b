import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { oidcEnvironment, oidcFromContext } from './oidc';

const config = (context: Record<string, string>) => oidcFromContext(new App({ context }).node);

describe('linked accounts’ providers in AWS', () => {
  it('a provider is offered only when its client id is configured', () => {
    expect(oidcEnvironment(config({}), 'arn:secret')).toEqual({ OIDC_CLIENT_SECRETS_ARN: 'arn:secret' });
    expect(oidcEnvironment(config({ oidcGoogleClientId: 'g-123' }), 'arn:secret')).toEqual({
      OIDC_CLIENT_SECRETS_ARN: 'arn:secret',
      OIDC_GOOGLE_CLIENT_ID: 'g-123',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
    });
  });

  it('Microsoft admits every tenant by default, or the one named', () => {
    expect(oidcEnvironment(config({ oidcMicrosoftClientId: 'm-1' }), 'a').OIDC_MICROSOFT_ISSUER).toBe(
      'https://login.microsoftonline.com/common/v2.0',
    );
    expect(
      oidcEnvironment(config({ oidcMicrosoftClientId: 'm-1', oidcMicrosoftTenant: 'contoso.onmicrosoft.com' }), 'a')
        .OIDC_MICROSOFT_ISSUER,
    ).toBe('https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0');
    expect(() => config({ oidcMicrosoftTenant: 'x/../y' })).toThrow(/tenant/);
  });
});
