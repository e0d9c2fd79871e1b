import { Aws, CfnOutput, Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { AppConfig } from './config';
import { SiteDeploymentRole } from './deployment-role';
import { apiPrefix } from './domain-api-stack';
import { spaRewriteSource } from './spa-rewrite';
import { viewerAddressSource } from './api-origin';
import { originSecretHeader } from '@ledgerline/shared/api-origin';

export interface SiteProps {
  httpApi: IHttpApi;
  /** The firm's own domain and its us-east-1 certificate, or '' for the *.cloudfront.net name. */
  domain: AppConfig['site'];
  /** The AWS WAF web ACL (CLOUDFRONT scope) in front of everything the distribution serves; none with `-c waf=false`. */
  webAclArn?: string;
  /** Where the site bucket's server access logs go (files-bucket.ts's log bucket). */
  accessLogs: { bucket: IBucket; prefix: string };
  /** Added to every /api request so the functions can refuse direct calls (api-origin.ts). */
  originSecret: string;
}

/**
 * The portal's one origin: CloudFront serves the SPA from a private bucket (origin access control) and sends
 * /api/* to the HTTP API, uncached, with every viewer header but Host (so the bearer token gets through), plus the
 * origin secret and the viewer's address (api-origin.ts).
 * With the firm's own domain, viewers must speak TLS 1.2 or later (TLSv1.2_2021); on the default *.cloudfront.net
 * certificate CloudFront itself decides (it accepts TLS 1.0), which docs/infrastructure-checks.md explains.
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly spaRewrite: CloudFrontFunction;
  /** https://<distribution domain> */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogs.bucket,
      serverAccessLogsPrefix: props.accessLogs.prefix,
      // Only built files live here; they are deployed again on every deploy.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    this.spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteSource),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'SPA fallback: page paths are served /index.html',
    });
    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      code: FunctionCode.fromInline(viewerAddressSource),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Passes the viewer address to the API',
    });
    const apiDomain = `${props.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    const { domainName, certificateArn } = props.domain;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Ledgerline portal',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      ...(domainName
        ? {
            domainNames: [domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [{ function: this.spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        [`${apiPrefix}/*`]: {
          origin: new HttpOrigin(apiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            readTimeout: Duration.seconds(30),
            customHeaders: { [originSecretHeader]: props.originSecret },
          }),
          functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          compress: true,
        },
      },
    });
    this.url = `https://${domainName || this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'Url', { value: this.url, description: 'The portal' });
  }

  /** Uploads the built SPA (and runtime-config.json) and invalidates the cache. Call once the config is known. */
  deploy(props: {
    siteDir: string;
    runtimeConfig: Record<string, string>;
    logRetention: RetentionDays;
  }): BucketDeployment {
    return new BucketDeployment(this, 'Deployment', {
      sources: [Source.asset(props.siteDir), Source.jsonData('runtime-config.json', props.runtimeConfig)],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      role: new SiteDeploymentRole(this, 'DeploymentRole', this.distribution.distributionArn),
      // Its handler's log, kept like every other (logRetentionDays), rather than the CDK-managed group's forever.
      logGroup: new LogGroup(this, 'DeploymentLogs', { retention: props.logRetention }),
    });
  }
}
