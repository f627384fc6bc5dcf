import Stripe from "stripe";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? "", { apiVersion: "2024-06-20" });
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> => {
  const signature = event.headers["stripe-signature"];
  if (!signature) return { statusCode: 400, body: JSON.stringify({ error: "missing stripe-signature" }) };

  let evt: Stripe.Event;
  try {
    evt = stripe.webhooks.constructEvent(event.body ?? "", signature, process.env.STRIPE_WEBHOOK_SECRET!);
  } catch (err) {
    return { statusCode: 400, body: JSON.stringify({ error: (err as Error).message }) };
  }

  if (evt.type === "invoice.paid") {
    const invoice = evt.data.object as Stripe.Invoice;
    await ddb.send(
      new UpdateCommand({
        TableName: process.env.ACCOUNTS_TABLE!,
        Key: { pk: `ACCOUNT#${invoice.customer}` },
        UpdateExpression: "SET paying = :t, lastInvoiceAt = :d",
        ExpressionAttributeValues: { ":t": true, ":d": new Date(invoice.created * 1000).toISOString() },
      }),
    );
  }
  return { statusCode: 200, body: JSON.stringify({ received: true }) };
};
