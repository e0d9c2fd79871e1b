import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnRotationSchedule, type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { cdkBundling } from './bundling';
import { lockFile, repoRoot } from './entries';
import type { Platform } from './platform';

/** The identity-token signing key, generated at deploy; functions read it by TOKEN_SECRET_ARN (a plain string). */
export class TokenSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Ledgerline identity-token signing key',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}

/**
 * How often the signing key rotates. The functions accept the current and the previous key, so what is signed
 * stays good for one full period after the rotation that follows its signing: longer than anything signed lives
 * that is checked against it — identity tokens (15 minutes), sign-in states (10 minutes), drop links (7 days).
 */
export const tokenKeyRotation = Duration.days(30);

export const tokenRotationEntry = {
  name: 'token-rotation',
  entry: join(repoRoot, 'functions/src/platform/auth/token-rotation.ts'),
  handler: 'handler',
} as const;

/**
 * The signing key's rotation: Secrets Manager runs functions/src/platform/auth/token-rotation.ts every
 * `tokenKeyRotation`. Made from the L1 schedule rather than Secret.addRotationSchedule, which would also grant the
 * function secretsmanager:GetRandomPassword on every resource: the key is drawn from node:crypto instead, and the
 * function may read and write this one secret's versions, nothing else. Not rotated at deploy (only on schedule or
 * by `aws secretsmanager rotate-secret`).
 */
export class TokenKeyRotation extends Construct {
  readonly fn: LambdaFunction;
  readonly schedule: CfnRotationSchedule;

  constructor(scope: Construct, id: string, props: { secret: ISecret; platform: Platform }) {
    super(scope, id);
    const { secret, platform } = props;
    const common = {
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(30),
      description: 'Ledgerline: rotates the identity-token signing key',
      logGroup: new LogGroup(this, 'Logs', { retention: platform.logRetention }),
    };
    this.fn =
      platform.lambdaCode === 'esbuild'
        ? new NodejsFunction(this, 'Function', {
            ...common,
            entry: tokenRotationEntry.entry,
            handler: tokenRotationEntry.handler,
            projectRoot: repoRoot,
            depsLockFilePath: lockFile,
            bundling: cdkBundling,
          })
        : new LambdaFunction(this, 'Function', {
            ...common,
            handler: `index.${tokenRotationEntry.handler}`,
            code: Code.fromInline(`exports.${tokenRotationEntry.handler} = async () => {};`),
          });
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'secretsmanager:DescribeSecret',
          'secretsmanager:GetSecretValue',
          'secretsmanager:PutSecretValue',
          'secretsmanager:UpdateSecretVersionStage',
        ],
        resources: [secret.secretArn],
      }),
    );
    // Secrets Manager may invoke it for this secret only, from this account.
    this.fn.addPermission('SecretsManagerInvoke', {
      principal: new ServicePrincipal('secretsmanager.amazonaws.com'),
      sourceArn: secret.secretArn,
      sourceAccount: Stack.of(this).account,
    });
    this.schedule = new CfnRotationSchedule(this, 'Schedule', {
      secretId: secret.secretArn,
      rotationLambdaArn: this.fn.functionArn,
      rotationRules: { scheduleExpression: `rate(${tokenKeyRotation.toDays()} days)` },
      rotateImmediatelyOnUpdate: false,
    });
    // The schedule checks it may invoke the function when it is made.
    this.schedule.node.addDependency(this.fn);
  }
}
