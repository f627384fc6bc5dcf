import * as cdk from "aws-cdk-lib";
import * as lambda from "aws-cdk-lib/aws-lambda";
import * as sqs from "aws-cdk-lib/aws-sqs";
import * as secrets from "aws-cdk-lib/aws-secretsmanager";
import { SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import { Construct } from "constructs";

export class DialerStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    const dialwiseKey = secrets.Secret.fromSecretNameV2(this, "DialwiseKey", "prod/dialwise/api-key");
    const queue = new sqs.Queue(this, "LeadQueue", { visibilityTimeout: cdk.Duration.seconds(120) });

    const pushLeads = new lambda.Function(this, "PushLeadsFn", {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: "push-leads.handler",
      code: lambda.Code.fromAsset("../tallowbrook-platform/services/dialer-sync/dist"),
      timeout: cdk.Duration.seconds(60),
      environment: {
        DIALWISE_BASE_URL: "https://api.dialwise.com/api/public/v1",
        DIALWISE_SERVICE_USER: "sales-automation@tallowbrook.com",
        DIALWISE_API_KEY_SECRET_ARN: dialwiseKey.secretArn,
        POSTBIRD_BASE_URL: "https://api.postbird.email/v1",
      },
    });
    dialwiseKey.grantRead(pushLeads);
    pushLeads.addEventSource(new SqsEventSource(queue, { batchSize: 10 }));

    new cdk.CfnOutput(this, "LeadQueueUrl", { value: queue.queueUrl });
  }
}
