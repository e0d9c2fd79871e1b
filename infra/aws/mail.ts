import { CfnOutput } from 'aws-cdk-lib';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { AppConfig } from './config';

/** The SES identity the portal sends from. A domain identity prints the DKIM records to add to DNS. */
export class MailIdentity extends Construct {
  readonly identity: EmailIdentity;
  readonly from: string;

  constructor(scope: Construct, id: string, props: { mail: AppConfig['mail'] }) {
    super(scope, id);
    const { identity } = props.mail;
    this.from = props.mail.from;
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: 'domain' in identity ? Identity.domain(identity.domain) : Identity.email(identity.email),
    });
    if ('domain' in identity) {
      this.identity.dkimRecords.forEach((record, i) => {
        new CfnOutput(this, `DkimRecord${i + 1}`, {
          value: `${record.name} CNAME ${record.value}`,
          description: `DNS record ${i + 1} of 3 for ${identity.domain}`,
        });
      });
    }
  }
}
