import { beforeAll, describe, expect, it } from 'vitest';
import type { NestedStack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { routes } from '@ledgerline/shared/routes';
import { tableDesign } from '@ledgerline/functions/platform/data/table';
import { textractActions } from './background';
import { apiRouteKey } from './domain-api-stack';
import { accessOf, filesWidths, jobsEntry, realtimeEntries, sweeperEntry, type LambdaEntry } from './entries';
import { filesDeleteActions, filesReadActions, filesWriteActions } from './access';
import { tokenKeyRotation } from './token-secret';
import { dropLinkLifetimeDays } from '@ledgerline/shared/drop-links';
import { maxReceiveCount } from './jobs-queue';
import { cloudFormationResourceLimit } from './route-split';
import {
  asList,
  logicalId,
  resourceCount,
  statementsByRole,
  synthesise,
  type Statement,
  type Synthesised,
} from './testing';

// The real route table, synthesised once with stub Lambda code (the template's shape does not depend on
// the bundle; bundling.test.ts covers esbuild).
// A configured SMS origination identity, so the texting grant names it (without one no function may text).
const smsPhoneNumberId = 'phone-0123456789abcdef0123456789abcdef';
// And a linked-account provider, so the OpenID Connect secret exists and its grants are checked (oidc.test.ts checks
// the stack without one).
let s: Synthesised;
beforeAll(() => {
  s = synthesise(routes, {
    context: { smsOriginationIdentity: smsPhoneNumberId, oidcGoogleClientId: 'ledgerline-test.apps.example' },
  });
});

type Resources = Record<string, { Type: string; Properties: any; DeletionPolicy?: string }>;
const resourcesOf = (t: { toJSON(): any }): Resources => t.toJSON().Resources;
const ofType = (t: { toJSON(): any }, type: string) =>
  Object.entries(resourcesOf(t)).filter(([, r]) => r.Type === type);

/** What a set of IAM actions gives access to, in the route table's words. */
function accessFromActions(statements: Statement[]): string[] {
  const kinds = new Set<string>();
  for (const st of statements) {
    for (const action of asList(st.Action)) {
      const [service, name] = action.split(':');
      if (service === 'dynamodb') kinds.add('table');
      // The files bucket's width by its widest action: delete, write, read (entries.ts filesWidths).
      else if (filesDeleteActions.includes(action)) kinds.add('files-delete');
      else if (filesWriteActions.includes(action)) kinds.add('files');
      else if (filesReadActions.includes(action) || action === 's3:ListBucket') kinds.add('files-read');
      else if (service === 'ses' && /^(Create|Get|Delete)EmailIdentity$|^TagResource$/.test(name))
        kinds.add('mailDomains');
      else if (service === 'ses') kinds.add('mail');
      else if (service === 'sms-voice') kinds.add('sms');
      else if (service === 'sqs' && /^(SendMessage|GetQueueAttributes|GetQueueUrl)$/.test(name)) kinds.add('queue');
      else if (service === 'sqs' && /^(ReceiveMessage|ChangeMessageVisibility|DeleteMessage)$/.test(name))
        kinds.add('queue-consume');
      else if (action === 'execute-api:ManageConnections') kinds.add('realtime');
      // Which secret, by each resource the statement names (CDK merges grants of the same actions into one).
      else if (service === 'secretsmanager')
        for (const resource of asList(st.Resource))
          kinds.add(
            JSON.stringify(resource).includes('PaymentsKey')
              ? 'payments'
              : JSON.stringify(resource).includes('OidcClientSecrets')
                ? 'oidc'
                : 'secrets',
          );
      else if (action === 'bedrock:InvokeModel') kinds.add('drafter');
      else if (textractActions.includes(action)) kinds.add('textract');
      else kinds.add(`unexpected ${action}`);
    }
  }
  const widestFiles = [...filesWidths].reverse().find((w) => kinds.has(w));
  for (const w of filesWidths) if (w !== widestFiles) kinds.delete(w);
  return [...kinds].sort();
}

function functionIn(t: { toJSON(): any }, id: string) {
  return resourcesOf(t)[id].Properties;
}

function roleOf(fnProps: any): string {
  return fnProps.Role['Fn::GetAtt'][0];
}

describe('the HTTP API', () => {
  it('has exactly the route table’s routes, each under /api', () => {
    const deployed = s.all
      .flatMap(({ template }) =>
        ofType(template, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey as string),
      )
      .filter((k) => !k.startsWith('$'));
    expect(deployed.length).toBe(routes.length);
    expect(new Set(deployed)).toEqual(new Set(routes.map(apiRouteKey)));
    expect(deployed.every((k) => / \/api\//.test(k))).toBe(true);
  });

  it('puts each domain’s routes, and only those, in its nested stack with its one function', () => {
    expect([...s.domains.keys()].sort()).toEqual([...new Set(routes.map((r) => r.domain))].sort());
    for (const [domain, t] of s.domains) {
      const keys = ofType(t, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey);
      expect(new Set(keys)).toEqual(new Set(routes.filter((r) => r.domain === domain).map(apiRouteKey)));
      t.resourceCountIs('AWS::Lambda::Function', 1);
      t.resourceCountIs('AWS::ApiGatewayV2::Integration', 1);
      const [[integrationId]] = ofType(t, 'AWS::ApiGatewayV2::Integration');
      const [[functionId]] = ofType(t, 'AWS::Lambda::Function');
      t.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [functionId, 'Arn'] },
      });
      for (const [, r] of ofType(t, 'AWS::ApiGatewayV2::Route')) {
        expect(r.Properties.Target).toEqual({ 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] });
      }
    }
  });

  it('leaves authorisation to the handlers (no API Gateway authorizer)', () => {
    for (const { template } of s.all) {
      template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 0);
      for (const [, r] of ofType(template, 'AWS::ApiGatewayV2::Route')) {
        expect(r.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
      }
    }
  });

  it('lets API Gateway invoke each domain function from this API only', () => {
    for (const t of s.domains.values()) {
      t.resourceCountIs('AWS::Lambda::Permission', 1);
      t.hasResourceProperties('AWS::Lambda::Permission', {
        Principal: 'apigateway.amazonaws.com',
        SourceArn: {
          'Fn::Join': [
            '',
            Match.arrayWith([Match.stringLikeRegexp(':execute-api:'), Match.objectLike({ Ref: Match.anyValue() })]),
          ],
        },
      });
    }
  });
});

describe('functions', () => {
  const appFunctions = () =>
    s.all.flatMap(({ template }) =>
      ofType(template, 'AWS::Lambda::Function').filter(([, r]) => r.Properties.Environment?.Variables?.STAGE === 'aws'),
    );

  it('run Node 22 on arm64 and are configured for AWS, APP_URL being the distribution', () => {
    expect(appFunctions().length).toBe(s.domains.size + 5);
    const distributionDomain = { 'Fn::GetAtt': [logicalId(s.stack.site.distribution), 'DomainName'] };
    for (const { stack, template } of s.all) {
      for (const [, r] of ofType(template, 'AWS::Lambda::Function').filter(
        ([, f]) => f.Properties.Environment?.Variables?.STAGE === 'aws',
      )) {
        expect(r.Properties.Runtime).toBe('nodejs22.x');
        expect(r.Properties.Architectures).toEqual(['arm64']);
        expect(r.Properties.Environment.Variables).toMatchObject({
          STAGE: 'aws',
          LOG_LEVEL: 'info',
          SEED_DEMO: 'false',
        });
        const [prefix, host] = r.Properties.Environment.Variables.APP_URL['Fn::Join'][1];
        expect(prefix).toBe('https://');
        // In a nested stack the value arrives as a parameter; the root stack passes it in.
        const passedIn = (stack as NestedStack).nestedStackResource
          ? resourcesOf(s.root)[logicalId({ node: { defaultChild: (stack as NestedStack).nestedStackResource } })]
              .Properties.Parameters[host.Ref]
          : host;
        expect(passedIn).toEqual(distributionDomain);
      }
    }
  });

  /** Every function of the app with its entry: domain functions from their nested stacks, the others from the root. */
  const catalogue = (): { name: string; template: { toJSON(): any }; id: string; entry: LambdaEntry }[] => [
    ...s.stack.domainStacks.map((d) => ({
      name: d.domain,
      template: s.domains.get(d.domain)!,
      id: logicalId(d.function.fn),
      entry: {
        name: d.domain,
        entry: '',
        handler: 'handler',
        // Its routes' union, and the token secret: every signed-in route verifies the caller's identity token.
        access: accessOf(
          routes.flatMap((r) =>
            r.domain !== d.domain ? [] : r.access === 'public' ? [r] : [r, { ...r, aws: ['secrets'] }],
          ),
        ),
      },
    })),
    { name: 'jobs', template: s.root, id: logicalId(s.stack.background.jobs.fn), entry: jobsEntry },
    { name: 'sweeper', template: s.root, id: logicalId(s.stack.background.sweeper.fn), entry: sweeperEntry },
    ...Object.values(realtimeEntries).map((e) => ({
      name: e.name,
      template: s.root,
      id: logicalId(s.stack.realtimeRoutes.functions[keyOf(e.handler)].fn),
      entry: e as LambdaEntry,
    })),
  ];
  const keyOf = (handler: string) => handler as keyof typeof realtimeEntries;

  it('are granted exactly the union of their routes’ aws lists and the token secret (and the fixed lists of the others)', () => {
    for (const { name, template, id, entry } of catalogue()) {
      const statements = statementsByRole(template as any).get(roleOf(functionIn(template, id))) ?? [];
      const expected = [...entry.access, ...(name === 'jobs' ? ['queue-consume', 'textract'] : [])].sort();
      expect({ name, access: accessFromActions(statements) }).toEqual({ name, access: expected });
    }
  });

  it('get the environment variables of their access and no others', () => {
    const varsOf: Record<string, string> = {
      table: 'TABLE_NAME',
      'files-read': 'BUCKET_NAME',
      files: 'BUCKET_NAME',
      'files-delete': 'BUCKET_NAME',
      mail: 'MAIL_FROM',
      mailDomains: 'MAIL_DKIM_HOST',
      sms: 'SMS_ORIGINATION_IDENTITY',
      queue: 'JOBS_QUEUE_URL',
      realtime: 'REALTIME_ENDPOINT',
      secrets: 'TOKEN_SECRET_ARN',
      payments: 'PAYMENTS_SECRET_ARN',
      drafter: 'DRAFTER_MODEL_ID',
      oidc: 'OIDC_CLIENT_SECRETS_ARN',
    };
    for (const { name, template, id, entry } of catalogue()) {
      const vars = Object.keys(functionIn(template, id).Environment.Variables).filter((v) =>
        Object.values(varsOf).includes(v),
      );
      expect({ name, vars: vars.sort() }).toEqual({ name, vars: entry.access.map((a) => varsOf[a]).sort() });
    }
  });

  it('a function whose routes do not list mail has no ses: action; one whose routes do may send only as the identity', () => {
    const mailless = catalogue().filter((f) => !f.entry.access.includes('mail'));
    expect(mailless.length).toBeGreaterThan(0);
    for (const { template, id } of mailless) {
      const statements = statementsByRole(template as any).get(roleOf(functionIn(template, id))) ?? [];
      expect(statements.flatMap((st) => asList(st.Action)).filter((a) => /^ses:Send/.test(a))).toEqual([]);
    }
    const mailing = catalogue().filter((f) => f.entry.access.includes('mail'));
    for (const { template, id } of mailing) {
      const ses = (statementsByRole(template as any).get(roleOf(functionIn(template, id))) ?? []).filter((st) =>
        asList(st.Action).some((a) => /^ses:Send/.test(a)),
      );
      expect(ses.length).toBeGreaterThan(0);
      for (const st of ses) expect(JSON.stringify(st.Resource)).toMatch(/:ses:.*:(identity|configuration-set)\//);
    }
  });

  it('only the firms function manages SES identities (the firms’ own mail domains), and only identities', () => {
    const managing = catalogue().filter((f) => f.entry.access.includes('mailDomains'));
    expect(managing.map((f) => f.name)).toEqual(['firms']);
    for (const { template, id } of catalogue()) {
      const statements = (statementsByRole(template as any).get(roleOf(functionIn(template, id))) ?? []).filter((st) =>
        asList(st.Action).some((a) => /^ses:(Create|Delete)EmailIdentity$/.test(a)),
      );
      if (!managing.some((f) => f.id === id && f.template === template)) {
        expect(statements).toEqual([]);
        continue;
      }
      expect(statements).toHaveLength(1);
      expect(JSON.stringify(statements[0]!.Resource)).toMatch(/:ses:.*:identity\/\*/);
    }
  });

  it('may invoke only the configured Bedrock model, from the conversations function alone', () => {
    const drafting = catalogue().filter((f) => f.entry.access.includes('drafter'));
    expect(drafting.map((f) => f.name)).toEqual(['conversations']);
    for (const { template, id } of drafting) {
      const statements = (statementsByRole(template as any).get(roleOf(functionIn(template, id))) ?? []).filter((st) =>
        asList(st.Action).includes('bedrock:InvokeModel'),
      );
      expect(statements).toHaveLength(1);
      const arns = JSON.stringify(statements[0]!.Resource);
      expect(arns).toContain('foundation-model/amazon.nova-micro-v1:0');
      expect(arns).not.toMatch(/foundation-model\/\*/);
      expect(functionIn(template, id).Environment.Variables.DRAFTER_MODEL_ID).toBe('amazon.nova-micro-v1:0');
    }
  });

  const statementsOf = (template: { toJSON(): any }, id: string) =>
    statementsByRole(template as any).get(roleOf(functionIn(template, id))) ?? [];
  const s3Actions = (template: { toJSON(): any }, id: string) =>
    statementsOf(template, id).flatMap((st) => asList(st.Action).filter((a) => a.startsWith('s3:')));

  it('may delete files only where one of their routes deletes one, and none may delete an object version', () => {
    const deletesByRoutes = (f: ReturnType<typeof catalogue>[number]) =>
      s.domains.has(f.name)
        ? routes.some((r) => r.domain === f.name && r.aws.includes('files-delete'))
        : f.entry.access.includes('files-delete');
    const deleting = catalogue().filter((f) => s3Actions(f.template, f.id).some((a) => a.startsWith('s3:Delete')));
    expect(deleting.map((f) => f.name).sort()).toEqual(
      catalogue()
        .filter(deletesByRoutes)
        .map((f) => f.name)
        .sort(),
    );
    // The functions that move, replace or discard stored files; answering, conversations and exports do not.
    expect(deleting.map((f) => f.name).sort()).toEqual([
      'documents',
      'firms',
      'imports',
      'jobs',
      'signature_requests',
      'tax_returns',
    ]);
    for (const { template, id } of catalogue())
      expect(s3Actions(template, id).filter((a) => a.startsWith('s3:Delete'))).toEqual(
        deleting.some((f) => f.id === id && f.template === template) ? ['s3:DeleteObject'] : [],
      );
  });

  it('whose routes only read files may only read them: no PUT, no delete', () => {
    const readers = catalogue().filter((f) => f.entry.access.includes('files-read'));
    expect(readers.map((f) => f.name).sort()).toEqual(['answering', 'conversations']);
    for (const { template, id } of readers)
      expect([...new Set(s3Actions(template, id))].sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
  });

  it('may text only from the configured origination identity: no sms-voice wildcard', () => {
    const texting = catalogue()
      .filter((f) => f.entry.access.includes('sms'))
      .map((f) => f.name);
    expect(texting.length).toBeGreaterThan(0);
    for (const f of catalogue()) {
      const sms = statementsOf(f.template, f.id).filter((st) =>
        asList(st.Action).some((a) => a.startsWith('sms-voice:')),
      );
      if (!texting.includes(f.name)) {
        expect({ name: f.name, sms }).toEqual({ name: f.name, sms: [] });
        continue;
      }
      expect(sms.flatMap((st) => asList(st.Action))).toEqual(['sms-voice:SendTextMessage']);
      const resources = JSON.stringify(sms.map((st) => st.Resource));
      expect(resources).toContain(`:phone-number/${smsPhoneNumberId}`);
      expect(resources).not.toMatch(/:\*"|\/\*"/);
    }
  });

  it('may read the payment provider’s key from the deposit and identity verification functions alone; the key outlives the stack', () => {
    const paying = catalogue().filter((f) => f.entry.access.includes('payments'));
    // The deposit's checkout (answering) and Stripe Identity for tax return signers (tax_returns).
    expect(paying.map((f) => f.name).sort()).toEqual(['answering', 'tax_returns']);
    for (const { template, id } of paying)
      expect(Object.keys(functionIn(template, id).Environment.Variables)).toContain('PAYMENTS_SECRET_ARN');
    const secrets = ofType(s.root, 'AWS::SecretsManager::Secret').filter(([key]) => key.startsWith('PaymentsKey'));
    expect(secrets).toHaveLength(1);
    expect(secrets[0]![1].DeletionPolicy).toBe('Retain');
  });
});

describe('least privilege everywhere', () => {
  /** Statements in every policy of every stack (inline role policies and AWS::IAM::Policy). */
  function allStatements(): { stack: string; resource: string; st: Statement }[] {
    return s.all.flatMap(({ name, template }) =>
      Object.entries(resourcesOf(template)).flatMap(([id, r]) => {
        if (r.Type === 'AWS::IAM::Policy')
          return r.Properties.PolicyDocument.Statement.map((st: Statement) => ({ stack: name, resource: id, st }));
        if (r.Type === 'AWS::IAM::Role')
          return (r.Properties.Policies ?? []).flatMap((p: any) =>
            p.PolicyDocument.Statement.map((st: Statement) => ({ stack: name, resource: id, st })),
          );
        return [];
      }),
    );
  }

  it('no statement allows every action of a service, or every action', () => {
    const all = allStatements();
    expect(all.length).toBeGreaterThan(10);
    const offenders = all.flatMap(({ resource, st }) =>
      asList(st.Action)
        .filter((a) => a === '*' || a.endsWith(':*'))
        .map((action) => ({ resource, action })),
    );
    expect(offenders).toEqual([]);
  });

  it('no statement applies to every resource, but Textract’s text detection (IAM has no resource for it)', () => {
    const everything = allStatements().filter(({ st }) => asList(st.Resource).includes('*'));
    const offenders = everything.filter(({ st }) => !asList(st.Action).every((a) => textractActions.includes(a)));
    expect(offenders).toEqual([]);
    expect(everything.map(({ st }) => asList(st.Action).sort())).toEqual([[...textractActions].sort()]);
  });

  it('only the jobs function may call Textract, and only to detect text', () => {
    const calling = s.all.flatMap(({ template }) =>
      [...statementsByRole(template as any)].filter(([, statements]) =>
        statements.some((st) => asList(st.Action).some((a) => a.startsWith('textract:'))),
      ),
    );
    expect(calling.map(([role]) => role)).toEqual([roleOf(functionIn(s.root, logicalId(s.stack.background.jobs.fn)))]);
    const actions = calling.flatMap(([, statements]) => statements.flatMap((st) => asList(st.Action)));
    expect(actions.filter((a) => a.startsWith('textract:')).sort()).toEqual([...textractActions].sort());
  });

  it('the site deployment may invalidate our distribution only', () => {
    const invalidation = allStatements().filter(({ st }) =>
      asList(st.Action).includes('cloudfront:CreateInvalidation'),
    );
    expect(invalidation.length).toBe(1);
    expect(JSON.stringify(invalidation[0].st.Resource)).toContain(logicalId(s.stack.site.distribution));
  });
});

describe('data', () => {
  it('the table follows tableDesign: on-demand, point-in-time recovery, encrypted, TTL, retained', () => {
    const tables = ofType(s.root, 'AWS::DynamoDB::Table');
    expect(tables.length).toBe(1);
    const [[, table]] = tables;
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
      ],
    });
    expect(table.Properties.SSESpecification.KMSMasterKeyId).toBeUndefined(); // AWS-managed key, not a customer key
    expect(
      table.Properties.GlobalSecondaryIndexes.map((g: any) => ({
        name: g.IndexName,
        keys: g.KeySchema.map((k: any) => k.AttributeName),
        projection: g.Projection.ProjectionType,
      })),
    ).toEqual(tableDesign.indexes.map((i) => ({ name: i.name, keys: [i.partitionKey, i.sortKey], projection: 'ALL' })));
  });

  it('every bucket blocks public access, is encrypted and accepts TLS only; the files bucket is versioned and retained', () => {
    const buckets = ofType(s.root, 'AWS::S3::Bucket');
    expect(buckets.length).toBe(3); // the site, the files and the access logs (access-logs.ts)
    for (const [id, b] of buckets) {
      expect(b.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(
        b.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm,
      ).toBe('AES256');
      s.root.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
    const files = resourcesOf(s.root)[logicalId(s.stack.platform.files)];
    expect(files.DeletionPolicy).toBe('Retain');
    expect(files.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });

  it('the files bucket allows PUT, GET and HEAD from the site’s origin only', () => {
    const rules = resourcesOf(s.root)[logicalId(s.stack.platform.files)].Properties.CorsConfiguration.CorsRules;
    expect(rules.length).toBe(1);
    expect(rules[0].AllowedMethods.sort()).toEqual(['GET', 'HEAD', 'PUT']);
    expect(rules[0].AllowedOrigins.length).toBe(1);
    expect(JSON.stringify(rules[0].AllowedOrigins[0])).toContain(logicalId(s.stack.site.distribution));
  });

  it('the token signing key rotates on a schedule longer than a drop link lives, through a function that may touch that secret alone', () => {
    const [[secretId]] = ofType(s.root, 'AWS::SecretsManager::Secret').filter(([key]) =>
      key.startsWith('TokenSigningKey'),
    );
    const schedules = ofType(s.root, 'AWS::SecretsManager::RotationSchedule');
    expect(schedules).toHaveLength(1);
    const [[, schedule]] = schedules;
    expect(schedule.Properties.SecretId).toEqual({ Ref: secretId });
    expect(schedule.Properties.RotationRules.ScheduleExpression).toBe(`rate(${tokenKeyRotation.toDays()} days)`);
    // Signed with the current key, accepted with the previous one too: a drop link must outlive one rotation.
    expect(tokenKeyRotation.toDays()).toBeGreaterThan(dropLinkLifetimeDays);
    expect(schedule.Properties.RotateImmediatelyOnUpdate).toBe(false);
    const rotationFn = schedule.Properties.RotationLambdaARN['Fn::GetAtt'][0];
    const statements = statementsByRole(s.root).get(roleOf(functionIn(s.root, rotationFn))) ?? [];
    expect(statements.flatMap((st) => asList(st.Action)).sort()).toEqual([
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
      'secretsmanager:PutSecretValue',
      'secretsmanager:UpdateSecretVersionStage',
    ]);
    for (const st of statements) expect(st.Resource).toEqual({ Ref: secretId });
    s.root.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [rotationFn, 'Arn'] },
      Principal: 'secretsmanager.amazonaws.com',
      SourceArn: { Ref: secretId },
    });
  });

  it('the token signing key is a generated secret', () => {
    s.root.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
  });

  it('mail is sent from the configured SES identity', () => {
    s.root.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'no-reply@example.com' });
  });

  it('bounces and complaints come back to the jobs queue as mail-event jobs', () => {
    const [[setId]] = ofType(s.root, 'AWS::SES::ConfigurationSet');
    s.root.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: setId },
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint']),
        EventBridgeDestination: Match.anyValue(),
      }),
    });
    const [[, rule]] = ofType(s.root, 'AWS::Events::Rule').filter(
      ([, r]) => r.Properties.EventPattern?.source?.[0] === 'aws.ses',
    );
    expect(rule.Properties.EventPattern['detail-type']).toEqual(['Email Bounced', 'Email Complaint Received']);
    expect(rule.Properties.Targets).toHaveLength(1);
    expect(rule.Properties.Targets[0].Arn['Fn::GetAtt'][0]).toBe(logicalId(s.stack.jobsQueue.queue));
    expect(JSON.stringify(rule.Properties.Targets[0].InputTransformer)).toContain('mail-event');
  });
});

describe('asynchronous work', () => {
  it('every queue is encrypted and has a dead-letter queue (or is one)', () => {
    const queues = ofType(s.root, 'AWS::SQS::Queue');
    expect(queues.length).toBe(2);
    const deadLetterTargets = queues.flatMap(([, q]) =>
      q.Properties.RedrivePolicy ? [q.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0]] : [],
    );
    for (const [id, q] of queues) {
      expect(q.Properties.SqsManagedSseEnabled).toBe(true);
      if (deadLetterTargets.includes(id)) continue;
      expect(q.Properties.RedrivePolicy).toMatchObject({ maxReceiveCount });
    }
    expect(deadLetterTargets.length).toBe(1);
  });

  it('the jobs function consumes the jobs queue reporting batch item failures', () => {
    s.root.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId(s.stack.background.jobs.fn) },
      EventSourceArn: { 'Fn::GetAtt': [logicalId(s.stack.jobsQueue.queue), 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('a rule runs the sweeper every minute', () => {
    s.root.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(s.stack.background.sweeper.fn), 'Arn'] } })],
    });
  });
});

describe('realtime', () => {
  it('the WebSocket API routes $connect, $disconnect and $default to their own functions', () => {
    const ws = logicalId(s.stack.realtime.api);
    const wsRoutes = ofType(s.root, 'AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties.ApiId.Ref === ws);
    expect(wsRoutes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
    const integrations = Object.fromEntries(
      ofType(s.root, 'AWS::ApiGatewayV2::Integration').map(([id, r]) => [id, r.Properties]),
    );
    const fns = s.stack.realtimeRoutes.functions;
    const expected: Record<string, string> = {
      $connect: logicalId(fns.connect.fn),
      $disconnect: logicalId(fns.disconnect.fn),
      $default: logicalId(fns.defaultRoute.fn),
    };
    for (const [, r] of wsRoutes) {
      const integrationId = r.Properties.Target['Fn::Join'][1][1].Ref;
      expect(JSON.stringify(integrations[integrationId].IntegrationUri)).toContain(expected[r.Properties.RouteKey]);
    }
    expect(functionIn(s.root, expected.$connect).Handler).toBe('index.connect');
    expect(functionIn(s.root, expected.$disconnect).Handler).toBe('index.disconnect');
    expect(functionIn(s.root, expected.$default).Handler).toBe('index.defaultRoute');
  });

  it('has an auto-deployed stage whose management endpoint publishing functions get', () => {
    s.root.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: logicalId(s.stack.realtime.api) },
      AutoDeploy: true,
    });
    const jobs = functionIn(s.root, logicalId(s.stack.background.jobs.fn)).Environment.Variables.REALTIME_ENDPOINT;
    expect(JSON.stringify(jobs)).toMatch(/https:\/\/.*execute-api/);
  });
});

describe('the site', () => {
  const distribution = () => ofType(s.root, 'AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;

  it('serves index.html from the private bucket through origin access control, with the SPA fallback on site paths', () => {
    const d = distribution();
    expect(d.DefaultRootObject).toBe('index.html');
    expect(d.CustomErrorResponses).toBeUndefined(); // they would turn API 403/404s into index.html
    expect(d.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [logicalId(s.stack.site.spaRewrite), 'FunctionARN'] },
      },
    ]);
    s.root.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const s3Origin = d.Origins.find((o: any) => o.Id === d.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin.S3OriginConfig).toBeDefined();
    expect(s3Origin.OriginAccessControlId).toBeDefined();
  });

  it('sends /api/* to the HTTP API uncached, with every viewer header except Host', () => {
    const d = distribution();
    const api = d.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    });
    const origin = d.Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain(logicalId(s.stack.platform.httpApi as any));
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });

  it('deploys the built SPA with a runtime config naming the WebSocket URL', () => {
    s.root.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: logicalId(s.stack.site.bucket) },
      DistributionPaths: ['/*'],
    });
  });
});

describe('resource limits', () => {
  it(`keeps every stack under CloudFormation's ${cloudFormationResourceLimit} resources`, () => {
    const counts = s.all.map(({ name, template }) => ({ name, count: resourceCount(template) }));
    expect(counts.filter((c) => c.count >= cloudFormationResourceLimit)).toEqual([]);
  });
});
