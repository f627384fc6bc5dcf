#!/usr/bin/env node
import "source-map-support/register";
import { App } from "aws-cdk-lib";
import { SalesSyncStack } from "../lib/sales-sync-stack";
import { WebhookApiStack } from "../lib/webhook-api-stack";
import { SalesParamsStack } from "../lib/params-stack";

const app = new App();
const account = process.env.CDK_DEFAULT_ACCOUNT ?? "123456789012";

new SalesParamsStack(app, "SalesParams-prod", { env: { account, region: "eu-west-1" }, stage: "prod" });

new SalesSyncStack(app, "SalesSync-staging", {
  env: { account, region: "eu-west-1" },
  stage: "staging",
  callbridgeApiUrl: "https://api.sandbox.callbridge.io/api/public/v1",
  actingUserEmail: "revops-staging-bot@tidewell.com",
});

new SalesSyncStack(app, "SalesSync-prod", {
  env: { account, region: "eu-west-1" },
  stage: "prod",
  callbridgeApiUrl: "https://api.callbridge.io/api/public/v1",
  actingUserEmail: "revops-bot@tidewell.com",
  terminationProtection: true,
});

new WebhookApiStack(app, "SalesWebhookApi-prod", { env: { account, region: "eu-west-1" }, stage: "prod" });
