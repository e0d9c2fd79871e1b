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
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { SiteDeploymentRole } from './deployment-role';
import { apiPrefix } from './domain-api-stack';
import { spaRewriteSource } from './spa-rewrite';

/**
 * The portal's one origin: CloudFront serves the SPA from a private bucket (origin access control) and sends
 * /api/* to the HTTP API, uncached, with every viewer header but Host (so the bearer token gets through).
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly spaRewrite: CloudFrontFunction;
  /** https://<distribution domain> */
  readonly url: string;

  constructor(scope: Construct, id: string, props: { httpApi: IHttpApi }) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Only built files live here; they are deployed again on every deploy.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    this.spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteSource),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'SPA fallback: page paths are served /index.html',
    });
    const apiDomain = `${props.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Ledgerline portal',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
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
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          compress: true,
        },
      },
    });
    this.url = `https://${this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'Url', { value: this.url, description: 'The portal' });
  }

  /** Uploads the built SPA (and runtime-config.json) and invalidates the cache. Call once the config is known. */
  deploy(props: { siteDir: string; runtimeConfig: Record<string, string> }): BucketDeployment {
    return new BucketDeployment(this, 'Deployment', {
      sources: [Source.asset(props.siteDir), Source.jsonData('runtime-config.json', props.runtimeConfig)],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      role: new SiteDeploymentRole(this, 'DeploymentRole', this.distribution.distributionArn),
    });
  }
}
