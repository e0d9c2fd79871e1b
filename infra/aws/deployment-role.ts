import {
  ManagedPolicy,
  PolicyStatement,
  Role,
  ServicePrincipal,
  type AddToPrincipalPolicyResult,
} from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

const invalidationActions = new Set(['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation']);

/**
 * The role of the site's BucketDeployment handler. CDK grants that handler cloudfront:CreateInvalidation and
 * GetInvalidation on "*"; both accept a distribution ARN, so this role narrows that one statement to ours.
 */
export class SiteDeploymentRole extends Role {
  constructor(
    scope: Construct,
    id: string,
    private readonly distributionArn: string,
  ) {
    super(scope, id, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
      description: 'Ledgerline site deployment (BucketDeployment handler)',
    });
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    const onlyInvalidation = statement.actions.length > 0 && statement.actions.every((a) => invalidationActions.has(a));
    if (onlyInvalidation && statement.resources.includes('*')) {
      return super.addToPrincipalPolicy(
        new PolicyStatement({
          effect: statement.effect,
          actions: statement.actions,
          resources: [this.distributionArn],
        }),
      );
    }
    return super.addToPrincipalPolicy(statement);
  }
}
