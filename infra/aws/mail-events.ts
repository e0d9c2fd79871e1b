import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { EventBus, EventField, Rule, RuleTargetInput } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { mailEventKind } from '@ledgerline/shared/mass-email';

/**
 * Bounces come back after SES accepted a message. The portal sends through a configuration set whose
 * bounces and complaints SES publishes to the default event bus; a rule puts each on the jobs queue as a
 * `mail-event` job, whose consumer reports the recipient (a mass email's report, the sender's notification).
 */
export class MailEvents extends Construct {
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: { jobsQueue: IQueue }) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet');
    const bus = EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    this.configurationSet.addEventDestination('ToEventBridge', {
      destination: EventDestination.eventBus(bus),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    new Rule(this, 'Bounces', {
      description: 'Ledgerline: SES bounces and complaints to the jobs queue',
      eventPattern: {
        source: ['aws.ses'],
        detailType: ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } } },
      },
      targets: [
        new SqsQueue(props.jobsQueue, {
          message: RuleTargetInput.fromObject({ kind: mailEventKind, payload: EventField.fromPath('$.detail') }),
        }),
      ],
    });
  }
}
