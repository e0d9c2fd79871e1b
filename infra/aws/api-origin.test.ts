import { originSecretHeader, viewerIpHeader } from '@ledgerline/shared/api-origin';
import { routes } from '@ledgerline/shared/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewerAddressSource } from './api-origin';
import { type Synthesised, synthesise } from './testing';

// The CloudFront Function is plain JavaScript: run it as CloudFront would.
const viewerAddress = new Function(`${viewerAddressSource}; return handler;`)() as (e: {
  viewer: { ip: string };
  request: { headers: Record<string, { value: string }> };
}) => { headers: Record<string, { value: string }> };

describe('the viewer’s address on API requests', () => {
  it('is CloudFront’s view of the viewer, whatever the viewer claimed', () => {
    const out = viewerAddress({
      viewer: { ip: '203.0.113.7' },
      request: { headers: { [viewerIpHeader]: { value: '10.0.0.1' }, authorization: { value: 'Bearer t' } } },
    });
    expect(out.headers[viewerIpHeader]).toEqual({ value: '203.0.113.7' });
    expect(out.headers.authorization).toEqual({ value: 'Bearer t' });
  });
});

describe('the /api origin', () => {
  let s: Synthesised;
  beforeAll(() => {
    s = synthesise(routes);
  });

  it('adds the origin secret that every domain function is given, and runs the viewer-address function', () => {
    const resources = Object.values<any>(s.root.toJSON().Resources);
    const distribution = resources.find((r) => r.Type === 'AWS::CloudFront::Distribution')!.Properties
      .DistributionConfig;
    const api = distribution.Origins.find((o: any) => o.CustomOriginConfig);
    const header = api.OriginCustomHeaders.find((h: any) => h.HeaderName === originSecretHeader);
    expect(JSON.stringify(header.HeaderValue)).toContain('AWS::StackId');
    const apiBehaviour = distribution.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(apiBehaviour.FunctionAssociations).toHaveLength(1);

    let domainFunctions = 0;
    for (const [name, template] of s.domains) {
      for (const fn of Object.values<any>(template.toJSON().Resources).filter(
        (r) => r.Type === 'AWS::Lambda::Function',
      )) {
        const value = fn.Properties.Environment?.Variables?.CLOUDFRONT_ORIGIN_SECRET;
        expect({ name, secret: value !== undefined }).toEqual({ name, secret: true });
        domainFunctions += 1;
      }
    }
    expect(domainFunctions).toBeGreaterThan(5);
  });
});
