import crypto from "node:crypto";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, PutCommand } from "@aws-sdk/lib-dynamodb";
import { dialstreamSecrets } from "./secrets.mjs";
import { addToCallbackList, DialstreamError } from "./dialstream.mjs";

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const CALLBACK_LIST = process.env.CALLBACK_LIST_ID ?? "cl_callbacks";

function verify(event, secret) {
  const sig = event.headers["x-dialstream-signature"] ?? event.headers["X-Dialstream-Signature"];
  if (!sig) return false;
  const mac = crypto.createHmac("sha256", secret).update(event.body ?? "").digest("hex");
  return sig.length === mac.length && crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(mac));
}

export const webhook = async (event) => {
  const { webhookSecret } = await dialstreamSecrets();
  if (!verify(event, webhookSecret)) return { statusCode: 401, body: JSON.stringify({ error: "invalid signature" }) };

  const payload = JSON.parse(event.body);
  if (payload.outcome !== "no_answer") return { statusCode: 204 };

  await ddb.send(new PutCommand({ TableName: process.env.CALLBACK_TABLE, Item: { callId: payload.call_id, phone: payload.to } }));
  try {
    await addToCallbackList(CALLBACK_LIST, payload.to);
  } catch (err) {
    if (err instanceof DialstreamError && err.status === 502) {
      // IdP hiccup on their side -- the nightly requeue job will pick it up
      return { statusCode: 202 };
    }
    throw err;
  }
  return { statusCode: 204 };
};
