import { Duration } from 'aws-cdk-lib';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { environmentFor, grantAccess } from './access';
import { cdkBundling } from './bundling';
import { lockFile, repoRoot, type LambdaEntry } from './entries';
import type { Platform } from './platform';

export interface AppFunctionProps {
  lambda: LambdaEntry;
  platform: Platform;
  description: string;
  /** HTTP API functions stay under API Gateway's 30 s integration limit. */
  timeout?: Duration;
  memorySize?: number;
}

/**
 * A Lambda function of the app: Node 22 on arm64, its own log group, the grants and environment of its access. Its
 * errors and throttles alarm with every other function's (alarms.ts).
 */
export class AppFunction extends Construct {
  readonly fn: LambdaFunction;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const { lambda, platform } = props;
    const common = {
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      description: props.description,
      environment: environmentFor(lambda.access, platform),
      logGroup: new LogGroup(this, 'Logs', { retention: platform.logRetention }),
    };
    this.fn =
      platform.lambdaCode === 'esbuild'
        ? new NodejsFunction(this, 'Function', {
            ...common,
            entry: lambda.entry,
            handler: lambda.handler,
            projectRoot: repoRoot,
            depsLockFilePath: lockFile,
            bundling: cdkBundling,
          })
        : new LambdaFunction(this, 'Function', {
            ...common,
            handler: `index.${lambda.handler}`,
            code: Code.fromInline(`exports.${lambda.handler} = async () => ({ statusCode: 501 });`),
          });
    grantAccess(this.fn, lambda.access, platform);
  }
}
