import { Duration, Stack, StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface WebhookIngressProps extends StackProps {
  stage: string;
}

/**
 * Public ingress for third-party webhooks. Signature checks happen in a request
 * authorizer so the downstream Lambdas only ever see verified payloads.
 */
export class WebhookIngressStack extends Stack {
  constructor(scope: Construct, id: string, props: WebhookIngressProps) {
    super(scope, id, props);

    const buffer = new sqs.Queue(this, 'InboundEvents', {
      queueName: `bw-inbound-webhooks-${props.stage}`,
      visibilityTimeout: Duration.seconds(60),
    });

    const authFn = new NodejsFunction(this, 'SignatureAuthorizer', {
      entry: 'lambda/authorizer.ts',
      runtime: lambda.Runtime.NODEJS_18_X,
      environment: {
        SECRET_PARAM_PREFIX: `/brightwater/${props.stage}`,
      },
    });

    const ringlaneAuthorizer = new apigw.RequestAuthorizer(this, 'RinglaneSigAuth', {
      handler: authFn,
      identitySources: [apigw.IdentitySource.header('X-Ringlane-Signature')],
      resultsCacheTtl: Duration.seconds(0),
    });

    const githubAuthorizer = new apigw.RequestAuthorizer(this, 'GithubSigAuth', {
      handler: authFn,
      identitySources: [apigw.IdentitySource.header('X-Hub-Signature-256')],
      resultsCacheTtl: Duration.seconds(0),
    });

    const api = new apigw.RestApi(this, 'WebhookApi', {
      restApiName: `bw-webhooks-${props.stage}`,
      deployOptions: { stageName: props.stage, throttlingRateLimit: 50 },
    });

    const sqsIntegration = new apigw.AwsIntegration({
      service: 'sqs',
      path: `${this.account}/${buffer.queueName}`,
      integrationHttpMethod: 'POST',
      options: {
        requestParameters: { 'integration.request.header.Content-Type': "'application/x-www-form-urlencoded'" },
        requestTemplates: { 'application/json': 'Action=SendMessage&MessageBody=$util.urlEncode($input.body)' },
        integrationResponses: [{ statusCode: '200' }],
      },
    });

    const hooks = api.root.addResource('hooks');
    hooks.addResource('ringlane').addMethod('POST', sqsIntegration, {
      authorizer: ringlaneAuthorizer,
      methodResponses: [{ statusCode: '200' }],
    });
    hooks.addResource('github').addMethod('POST', sqsIntegration, {
      authorizer: githubAuthorizer,
      methodResponses: [{ statusCode: '200' }],
    });
  }
}
