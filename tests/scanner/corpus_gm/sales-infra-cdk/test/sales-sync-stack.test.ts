import { describe, expect, it } from "vitest";
import { App } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { SalesSyncStack } from "../lib/sales-sync-stack";

function synth() {
  const app = new App();
  const stack = new SalesSyncStack(app, "Test", {
    env: { account: "111111111111", region: "eu-west-1" },
    stage: "dev",
    callbridgeApiUrl: "https://api.callbridge.io/api/public/v1",
    actingUserEmail: "bot@tidewell.com",
  });
  return Template.fromStack(stack);
}

describe("SalesSyncStack", () => {
  const template = synth();

  it("runs the sync every 15 minutes", () => {
    template.hasResourceProperties("AWS::Events::Rule", { ScheduleExpression: "rate(15 minutes)" });
  });

  it("authenticates the HTTP task connection with the shared key header", () => {
    template.hasResourceProperties("AWS::Events::Connection", {
      AuthorizationType: "API_KEY",
      AuthParameters: { ApiKeyAuthParameters: { ApiKeyName: "x-api-key", ApiKeyValue: Match.anyValue() } },
    });
  });

  it("only passes the host to the Lambda", () => {
    template.hasResourceProperties("AWS::Lambda::Function", {
      Environment: { Variables: Match.objectLike({ CALLBRIDGE_HOST: "https://api.callbridge.io" }) },
    });
  });

  it("has a single state machine", () => {
    expect(Object.keys(template.findResources("AWS::StepFunctions::StateMachine"))).toHaveLength(1);
  });
});
