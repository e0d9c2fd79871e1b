import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The firm's Stripe secret key (QD §4 Deposit: deposits through Stripe Checkout on the firm's connected account).
 * Made empty of a real key at deploy (a random placeholder the payments adapter refuses, answering 503): the operator
 * puts the key in once, `aws secretsmanager put-secret-value --secret-id <arn> --secret-string sk_live_…`, and it
 * survives later deploys. Functions read it by PAYMENTS_SECRET_ARN, only those whose routes take payments.
 */
export class PaymentsSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Ledgerline Stripe secret key (put sk_live_… here after the first deploy)',
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
