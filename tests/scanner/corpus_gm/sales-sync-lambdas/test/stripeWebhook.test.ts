import { describe, expect, it } from "vitest";
import Stripe from "stripe";
import { mockClient } from "aws-sdk-client-mock";
import { DynamoDBDocumentClient, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { handler } from "../src/handlers/stripeWebhook";

const ddbMock = mockClient(DynamoDBDocumentClient);
process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_secret";
process.env.ACCOUNTS_TABLE = "accounts-test";

describe("stripe webhook", () => {
  it("returns 400 when stripe-signature is missing", async () => {
    const res = await handler({ headers: {}, body: "{}" } as never);
    expect(res).toMatchObject({ statusCode: 400 });
  });

  it("marks the account paying on invoice.paid", async () => {
    ddbMock.on(UpdateCommand).resolves({});
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "invoice.paid",
      data: { object: { customer: "cus_123", created: 1725148800 } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_test_secret" });
    const res = await handler({ headers: { "stripe-signature": header }, body: payload } as never);
    expect(res).toMatchObject({ statusCode: 200 });
    expect(ddbMock.commandCalls(UpdateCommand)[0].args[0].input.Key).toEqual({ pk: "ACCOUNT#cus_123" });
  });
});
