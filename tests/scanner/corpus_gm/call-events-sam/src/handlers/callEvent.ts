import { EventBridgeClient, PutEventsCommand } from "@aws-sdk/client-eventbridge";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import { param } from "../lib/params";
import { LEGACY_SIGNATURE_HEADER, hmacHex, safeEqualHex } from "../lib/signature";

const eb = new EventBridgeClient({});

function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  return event.headers[name.toLowerCase()] ?? event.headers[name];
}

export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> => {
  const body = event.body ?? "";
  const signature = header(event, LEGACY_SIGNATURE_HEADER);
  const secret = await param(`/sales/${process.env.STAGE}/callbridge/webhook-secret`);

  if (!signature || !safeEqualHex(signature, hmacHex(secret, body))) {
    console.warn("rejected webhook with bad signature", { requestId: event.requestContext.requestId });
    return { statusCode: 401 };
  }

  const payload = JSON.parse(body) as { type: string; data: Record<string, unknown> };
  const out = await eb.send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: process.env.EVENT_BUS_NAME,
          Source: "tidewell.callbridge",
          DetailType: payload.type,
          Detail: JSON.stringify(payload.data),
        },
      ],
    }),
  );
  if (out.FailedEntryCount) {
    console.error("PutEvents failed", out.Entries);
    return { statusCode: 500 };
  }
  return { statusCode: 202 };
};
