import { beforeEach, describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import "aws-sdk-client-mock-vitest";
import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { getCallbridgeCredentials, resetCredentialCache } from "../src/callbridge/credentials";

const smMock = mockClient(SecretsManagerClient);

describe("getCallbridgeCredentials", () => {
  beforeEach(() => {
    smMock.reset();
    resetCredentialCache();
    process.env.CALLBRIDGE_SECRET_ARN = "arn:aws:secretsmanager:eu-west-1:000000000000:secret:sales/callbridge";
  });

  it("reads and caches the secret", async () => {
    smMock.on(GetSecretValueCommand).resolves({
      SecretString: JSON.stringify({ apiKey: "test-key", actingUserEmail: "bot@tidewell.com" }),
    });
    const a = await getCallbridgeCredentials(1_000);
    const b = await getCallbridgeCredentials(2_000);
    expect(a).toEqual(b);
    expect(smMock).toHaveReceivedCommandTimes(GetSecretValueCommand, 1);
  });

  it("rejects an incomplete secret", async () => {
    smMock.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ apiKey: "k" }) });
    await expect(getCallbridgeCredentials()).rejects.toThrow(/actingUserEmail/);
  });

  it("propagates AccessDenied from Secrets Manager", async () => {
    smMock.on(GetSecretValueCommand).rejects(Object.assign(new Error("denied"), { name: "AccessDeniedException" }));
    await expect(getCallbridgeCredentials()).rejects.toThrow("denied");
  });
});
