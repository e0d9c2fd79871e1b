import { App } from 'aws-cdk-lib';
import { routes } from '@ledgerline/shared/routes';
import { configFromContext } from './config';
import { LedgerlineStack } from './ledgerline-stack';

const app = new App();
const config = configFromContext(app.node);
const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;

new LedgerlineStack(app, config.stackName, {
  routes,
  config,
  // Bound to the CLI's account and region when it has credentials; environment-agnostic otherwise (offline synth).
  env: account && region ? { account, region } : undefined,
});
