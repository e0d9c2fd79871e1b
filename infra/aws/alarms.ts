import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IAlarmAction, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** A job older than this on the queue means the consumer is not keeping up (jobs take seconds). */
export const oldestJobAgeLimit = Duration.minutes(15);
/** The sweeper runs every minute with a 55 s timeout: a run this long leaves no room for the next minute's work. */
export const sweeperSlowRun = Duration.seconds(45);

const fiveMinutes = Duration.minutes(5);

function alarm(
  scope: Construct,
  id: string,
  action: IAlarmAction,
  props: {
    metric: Metric;
    threshold: number;
    description: string;
    below?: boolean;
    evaluationPeriods?: number;
    datapointsToAlarm?: number;
    missing?: TreatMissingData;
  },
): Alarm {
  const made = new Alarm(scope, id, {
    metric: props.metric,
    threshold: props.threshold,
    comparisonOperator: props.below
      ? ComparisonOperator.LESS_THAN_THRESHOLD
      : ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: props.evaluationPeriods ?? 1,
    datapointsToAlarm: props.datapointsToAlarm,
    treatMissingData: props.missing ?? TreatMissingData.NOT_BREACHING,
    alarmDescription: props.description,
  });
  made.addAlarmAction(action);
  made.addOkAction(action);
  return made;
}

/**
 * CloudWatch's always-free alarm count (per account, per month): past it each alarm costs $0.10 a month, and an idle
 * firm's bill is meant to stay under $2 (issue 21). The portal makes fewer (hardening.test.ts checks).
 */
export const freeAlarmCount = 10;

/**
 * The SNS topic every alarm notifies (mailed to `alarmEmail` when set), and the portal's alarms: errors and throttles
 * of all functions together, a job in the dead-letter queue, jobs waiting too long, and the sweeper missing or
 * overrunning its minutes.
 */
export class Alarms extends Construct {
  readonly topic: Topic;
  readonly action: IAlarmAction;

  constructor(scope: Construct, id: string, props: { email: string }) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Ledgerline alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    this.action = new SnsAction(this.topic);
    this.watchAllFunctions();
  }

  /**
   * Errors and throttles of every Lambda function in the account and region: AWS/Lambda's metrics with no dimensions
   * are the sums over all functions. A firm deploys the portal into an account of its own, so these are the portal's
   * (its functions, the signing key's rotation, the site deployment), in two alarms rather than two per function,
   * which would pass the free count. The alarm says where to look for the function.
   */
  private watchAllFunctions(): void {
    const allFunctions = (metricName: string) =>
      new Metric({ namespace: 'AWS/Lambda', metricName, period: fiveMinutes, statistic: 'Sum' });
    const lookAt =
      "Which function: CloudWatch > Metrics > AWS/Lambda > By Function Name (this metric), then that function's log group.";
    alarm(this, 'FunctionErrors', this.action, {
      metric: allFunctions('Errors'),
      threshold: 1,
      description: `A Ledgerline function failed (an exception or a timeout) in the last 5 minutes. ${lookAt}`,
    });
    alarm(this, 'FunctionThrottles', this.action, {
      metric: allFunctions('Throttles'),
      threshold: 1,
      description: `A Ledgerline function invocation was throttled (the account's concurrency is used up). ${lookAt}`,
    });
  }

  /** A job in the dead-letter queue failed every attempt: someone must look (the DLQ keeps it 14 days). */
  watchJobs(props: { queue: IQueue; deadLetterQueue: IQueue }): void {
    alarm(this, 'DeadLetters', this.action, {
      metric: props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(1),
        statistic: 'Maximum',
      }),
      threshold: 1,
      description: 'A Ledgerline job failed every attempt and is in the dead-letter queue',
    });
    alarm(this, 'JobsBehind', this.action, {
      metric: props.queue.metricApproximateAgeOfOldestMessage({ period: fiveMinutes, statistic: 'Maximum' }),
      threshold: oldestJobAgeLimit.toSeconds(),
      description: `A Ledgerline job has waited over ${oldestJobAgeLimit.toMinutes()} minutes: the jobs function is not keeping up`,
    });
  }

  /**
   * The sweeper is behind when its every-minute runs stop (fewer than 3 in 5 minutes: missing data counts) or take
   * most of their minute for 3 minutes of 5. Its errors count in the all-functions error alarm.
   */
  watchSweeper(sweeper: IFunction): void {
    alarm(this, 'SweeperNotRunning', this.action, {
      metric: sweeper.metricInvocations({ period: fiveMinutes, statistic: 'Sum' }),
      threshold: 3,
      below: true,
      missing: TreatMissingData.BREACHING,
      description: 'The Ledgerline sweeper ran fewer than 3 times in 5 minutes: scheduled sends and reminders wait',
    });
    alarm(this, 'SweeperSlow', this.action, {
      metric: sweeper.metricDuration({ period: Duration.minutes(1), statistic: 'Maximum' }),
      threshold: sweeperSlowRun.toMilliseconds(),
      evaluationPeriods: 5,
      datapointsToAlarm: 3,
      description: `The Ledgerline sweeper took over ${sweeperSlowRun.toSeconds()} s in 3 of 5 minutes: it is falling behind`,
    });
  }
}
