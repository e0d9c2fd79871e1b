import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  type IAlarmAction,
  type Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
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
 * The SNS topic every alarm notifies (mailed to `alarmEmail` when set), and the alarms on the asynchronous side:
 * a job in the dead-letter queue, jobs waiting too long, and the sweeper missing or overrunning its minutes.
 * Each function's own error and throttle alarms are made beside it (watchFunction, from AppFunction).
 */
export class Alarms extends Construct {
  readonly topic: Topic;
  readonly action: IAlarmAction;

  constructor(scope: Construct, id: string, props: { email: string }) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Ledgerline alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    this.action = new SnsAction(this.topic);
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
   * most of their minute for 3 minutes of 5. Its errors are its function alarm's.
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

/** Any error (an unhandled exception, a timeout) or throttle in 5 minutes: a failed request or job someone saw. */
export function watchFunction(scope: Construct, fn: IFunction, topic: ITopic): void {
  const action = new SnsAction(topic);
  alarm(scope, 'Errors', action, {
    metric: fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
    threshold: 1,
    description: `${fn.node.path}: a function error (an exception or a timeout)`,
  });
  alarm(scope, 'Throttles', action, {
    metric: fn.metricThrottles({ period: fiveMinutes, statistic: 'Sum' }),
    threshold: 1,
    description: `${fn.node.path}: a throttled invocation (the account's concurrency is used up)`,
  });
}
