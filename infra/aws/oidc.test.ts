import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { routes } from '@ledgerline/shared/routes';
import { oidcEnvironment, oidcFromContext } from './oidc';
import { synthesise } from './testing';

const config = (context: Record<string, string>) => oidcFromContext(new App({ context }).node);

describe('linked accounts’ providers in AWS', () => {
  it('a provider is offered only when its client id is configured', () => {
    expect(oidcEnvironment(config({}), undefined)).toEqual({});
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

describe('the client secrets’ secret', () => {
  const secretsAndReaders = (context: Record<string, string>) => {
    const { all } = synthesise(routes, { context });
    let secrets = 0;
    const readers: string[] = [];
    for (const { template } of all) {
      for (const [id, resource] of Object.entries<any>(template.toJSON().Resources)) {
        if (resource.Type === 'AWS::SecretsManager::Secret' && id.startsWith('OidcClientSecrets')) secrets += 1;
        if (
          resource.Type === 'AWS::Lambda::Function' &&
          resource.Properties.Environment?.Variables?.OIDC_CLIENT_SECRETS_ARN
        )
          readers.push(id);
      }
    }
    return { secrets, readers };
  };

  it('is not made, and no function is told of one, when no provider is configured', () => {
    expect(secretsAndReaders({})).toEqual({ secrets: 0, readers: [] });
  });

  it('is made once a provider is configured, and the functions of linked accounts are told where it is', () => {
    const { secrets, readers } = secretsAndReaders({ oidcMicrosoftClientId: 'm-1' });
    expect(secrets).toBe(1);
    expect(readers.length).toBeGreaterThan(0);
  });
});
