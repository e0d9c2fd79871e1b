import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/**
 * Short-lived prefixes and how long their objects live. The bucket is versioned, so expiring an object only hides it
 * behind a delete marker: its noncurrent version goes a day later, or a client's file would outlive its link for good.
 */
export const shortLivedPrefixes = [
  // Zips and converted files handed out as links live for a day: the links last minutes.
  { prefix: 'downloads/', days: 1 },
  // Questionnaire and firm-data exports: their notification's download works for a week (the export item lives as long).
  { prefix: 'exports/', days: 7 },
  // Uploads never processed (the link was used, process_document or the branding confirmation never came).
  { prefix: 'uploads/', days: 2 },
] as const;

/**
 * Clients' documents. Private; the browser uploads and downloads with presigned URLs from the site's origin.
 * Every request on it is in the S3 server access log (access-logs.ts): who read, wrote or deleted which file.
 */
export class FilesBucket extends Construct {
  readonly bucket: Bucket;

  constructor(
    scope: Construct,
    id: string,
    props: { siteOrigin: string; accessLogs: { bucket: IBucket; prefix: string } },
  ) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: props.accessLogs.bucket,
      serverAccessLogsPrefix: props.accessLogs.prefix,
      cors: [
        {
          allowedOrigins: [props.siteOrigin],
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(7) },
        // A delete marker left with no version behind it (the noncurrent version expired) is removed too.
        { expiredObjectDeleteMarker: true },
        ...shortLivedPrefixes.map(({ prefix, days }) => ({
          prefix,
          expiration: Duration.days(days),
          noncurrentVersionExpiration: Duration.days(1),
        })),
      ],
    });
  }
}
