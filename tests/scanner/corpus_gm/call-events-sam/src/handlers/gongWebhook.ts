import { createHmac } from "node:crypto";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import { param } from "../lib/params";

// Gong signs with a JWT nowadays, but our workspace is still on the legacy HMAC header.
export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> => {
  const sig = event.headers["x-gong-signature"];
  const secret = await param("/sales/gong/webhook-secret");
  const expected = createHmac("sha256", secret).update(event.body ?? "").digest("base64");
  if (sig !== expected) return { statusCode: 401, body: JSON.stringify({ error: "invalid signature" }) };

  const res = await fetch(`${process.env.GONG_API_BASE}/calls/extensive`, {
    method: "POST",
    headers: {
      Authorization: `Basic ${await param("/sales/gong/basic-auth")}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ filter: { callIds: [JSON.parse(event.body ?? "{}").callId] } }),
  });
  if (res.status === 404) return { statusCode: 200, body: "call not found, ignoring" };
  if (res.status >= 500) return { statusCode: 503 };
  return { statusCode: 200 };
};
