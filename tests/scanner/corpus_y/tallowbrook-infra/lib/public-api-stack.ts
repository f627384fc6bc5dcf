import * as cdk from "aws-cdk-lib";
import * as apigw from "aws-cdk-lib/aws-apigateway";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { Construct } from "constructs";

// Partner-facing API. API Gateway enforces the x-api-key header via usage plans.
export class PublicApiStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    const fn = new lambda.Function(this, "PartnerApiFn", {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: "index.handler",
      code: lambda.Code.fromAsset("dist/partner-api"),
    });

    const api = new apigw.LambdaRestApi(this, "PartnerApi", {
      handler: fn,
      proxy: false,
      apiKeySourceType: apigw.ApiKeySourceType.HEADER,
      defaultCorsPreflightOptions: {
        allowOrigins: ["https://partners.tallowbrook.com"],
        allowHeaders: ["Content-Type", "x-api-key", "X-User-Email"],
      },
    });

    const v1 = api.root.addResource("v1");
    v1.addResource("contact-lists").addMethod("GET", undefined, { apiKeyRequired: true });

    const key = api.addApiKey("PartnerKey");
    const plan = api.addUsagePlan("PartnerPlan", { throttle: { rateLimit: 20, burstLimit: 40 } });
    plan.addApiKey(key);
    plan.addApiStage({ stage: api.deploymentStage });
  }
}
