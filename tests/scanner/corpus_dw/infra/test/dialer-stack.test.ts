import * as cdk from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { DialerStack } from "../lib/dialer-stack";

test("dialer lambda points at Dialcraft and can read the key", () => {
  const app = new cdk.App();
  const stack = new DialerStack(app, "Test");
  const t = Template.fromStack(stack);

  t.hasResourceProperties("AWS::Lambda::Function", {
    Environment: {
      Variables: Match.objectLike({
        DIALCRAFT_BASE_URL: "https://api.dialcraft.io/api/public/v1",
      }),
    },
  });
  t.resourceCountIs("AWS::SecretsManager::Secret", 2);
});

test("partner API requires an API key", () => {
  const app = new cdk.App();
  const t = Template.fromStack(new DialerStack(app, "Test2"));
  t.hasResourceProperties("AWS::ApiGateway::Method", { ApiKeyRequired: true });
});
