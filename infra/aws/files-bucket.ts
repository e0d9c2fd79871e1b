import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** Clients' documents. Private; the browser uploads and downloads with presigned URLs from the site's origin. */
export class FilesBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: { siteOrigin: string }) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
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
        // Zips and converted files handed out as links live for a day: the links last minutes.
        { prefix: 'downloads/', expiration: Duration.days(1) },
        // Questionnaire exports: their notification's download works for a week (the export item lives as long).
        { prefix: 'exports/', expiration: Duration.days(7) },
        // Uploads never processed (the link was used, process_document never came).
        { prefix: 'uploads/', expiration: Duration.days(2) },
      ],
    });
  }
}
