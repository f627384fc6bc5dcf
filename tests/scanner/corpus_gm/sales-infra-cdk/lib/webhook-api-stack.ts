import { Stack, StackProps } from "aws-cdk-lib";
import { Construct } from "constructs";
import * as apigw from "aws-cdk-lib/aws-apigateway";
import * as lambda from "aws-cdk-lib/aws-lambda";

export interface WebhookApiStackProps extends StackProps {
  stage: string;
}

/** Partner-facing REST API. Partners authenticate with an API Gateway usage-plan key. */
export class WebhookApiStack extends Stack {
  constructor(scope: Construct, id: string, props: WebhookApiStackProps) {
    super(scope, id, props);

    const fn = lambda.Function.fromFunctionName(this, "PartnerIngest", `partner-ingest-${props.stage}`);

    const api = new apigw.RestApi(this, "PartnerApi", {
      restApiName: `sales-partner-api-${props.stage}`,
      apiKeySourceType: apigw.ApiKeySourceType.HEADER,
      defaultCorsPreflightOptions: {
        allowOrigins: ["https://partners.tidewell.com"],
        allowHeaders: ["Content-Type", "x-api-key", "X-User-Email", "X-User-Id"],
      },
      deployOptions: { stageName: "v1", throttlingRateLimit: 20, throttlingBurstLimit: 40 },
    });

    const leads = api.root.addResource("leads");
    leads.addMethod("POST", new apigw.LambdaIntegration(fn), { apiKeyRequired: true });

    const plan = api.addUsagePlan("PartnerPlan", {
      throttle: { rateLimit: 10, burstLimit: 20 },
      quota: { limit: 50_000, period: apigw.Period.MONTH },
    });
    plan.addApiStage({ stage: api.deploymentStage });
    plan.addApiKey(api.addApiKey("AcmeResellerKey", { apiKeyName: "acme-reseller" }));
  }
}
