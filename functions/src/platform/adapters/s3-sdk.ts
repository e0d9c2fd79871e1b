/**
 * The parts of the S3 SDK the files adapter uses, in one module it imports lazily: a dynamic import of the SDK's
 * own index would keep every command in the bundle, this keeps only these.
 */
export {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
