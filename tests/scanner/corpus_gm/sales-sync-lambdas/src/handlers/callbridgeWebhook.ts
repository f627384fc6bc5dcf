import { createHmac, timingSafeEqual } from "node:crypto";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, PutCommand } from "@aws-sdk/lib-dynamodb";
import { GetParameterCommand, SSMClient } from "@aws-sdk/client-ssm";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";

const ssm = new SSMClient({});
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
let signingSecret: string | undefined;

async function secret(): Promise<string> {
  if (!signingSecret) {
    const out = await ssm.send(
      new GetParameterCommand({ Name: "/sales/callbridge/webhook-signing-secret", WithDecryption: true }),
    );
    signingSecret = out.Parameter!.Value!;
  }
  return signingSecret;
}

export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> => {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? "", "base64").toString("utf8") : event.body ?? "";
  const received = event.headers["x-callbridge-signature"];
  if (!received) return { statusCode: 401, body: JSON.stringify({ error: "missing signature" }) };

  const expected = createHmac("sha256", await secret()).update(raw).digest("hex");
  const ok =
    received.length === expected.length && timingSafeEqual(Buffer.from(received), Buffer.from(expected));
  if (!ok) return { statusCode: 401, body: JSON.stringify({ error: "bad signature" }) };

  const payload = JSON.parse(raw) as { callId: string; outcome: string; contactPhone: string; endedAt: string };
  await ddb.send(
    new PutCommand({
      TableName: process.env.CALL_OUTCOMES_TABLE!,
      Item: { pk: `CALL#${payload.callId}`, ...payload, receivedAt: new Date().toISOString() },
    }),
  );
  return { statusCode: 204 };
};
