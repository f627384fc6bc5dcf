import * as cdk from "aws-cdk-lib";
import * as apigw from "aws-cdk-lib/aws-apigateway";
import * as events from "aws-cdk-lib/aws-events";
import * as targets from "aws-cdk-lib/aws-events-targets";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import { Construct } from "constructs";

const DIALCRAFT_V1 = "https://api.dialcraft.io/api/public/v1";

export class DialerStack extends cdk.Stack {
  readonly syncFn: lambda.IFunction;

  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    // Shared v1 key. Seeded once from the console value; rotate via Dialcraft admin.
    const dialcraftKey = new secretsmanager.Secret(this, "DialcraftApiKey", {
      secretName: "tidewell/dialcraft/api-key",
      secretStringValue: cdk.SecretValue.unsafePlainText("dcft_Qe5nW2xK8rTz4LpM7vHc3jYa"),
    });

    const webhookSecret = new secretsmanager.Secret(this, "DialcraftWebhookSecret", {
      secretName: "tidewell/dialcraft/webhook-secret",
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });

    const fn = new NodejsFunction(this, "DialerSync", {
      entry: "lambda/dialer-sync/index.ts",
      runtime: lambda.Runtime.NODEJS_20_X,
      timeout: cdk.Duration.minutes(5),
      environment: {
        DIALCRAFT_BASE_URL: DIALCRAFT_V1,
        DIALCRAFT_KEY_SECRET_ARN: dialcraftKey.secretArn,
        DIALCRAFT_USER_HEADER: "x-user-id",
        DIALCRAFT_ACTING_USER_ID: "00u9f8e7d6c5b4a3",
      },
    });
    dialcraftKey.grantRead(fn);
    webhookSecret.grantRead(fn);
    this.syncFn = fn;

    new events.Rule(this, "Every15Min", {
      schedule: events.Schedule.rate(cdk.Duration.minutes(15)),
      targets: [new targets.LambdaFunction(fn)],
    });

    // Partner API for franchisees. API Gateway usage plans check x-api-key;
    // that's OUR key, unrelated to Dialcraft.
    const api = new apigw.RestApi(this, "PartnerApi", {
      restApiName: "tidewell-partner",
      apiKeySourceType: apigw.ApiKeySourceType.HEADER,
    });
    const jobs = api.root.addResource("jobs");
    jobs.addMethod("GET", new apigw.LambdaIntegration(fn), { apiKeyRequired: true });
    const plan = api.addUsagePlan("Franchisees", { throttle: { rateLimit: 20, burstLimit: 40 } });
    plan.addApiStage({ stage: api.deploymentStage });
    plan.addApiKey(api.addApiKey("NorthFranchise"));

    new cdk.CfnOutput(this, "DialcraftSecretArn", { value: dialcraftKey.secretArn });
  }
}
