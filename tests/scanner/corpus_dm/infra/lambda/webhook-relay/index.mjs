// Edge relay for dialer webhooks: verifies the signature, handles DNC events
// synchronously (compliance: must be removed from the list within 60s), and
// forwards everything else to SQS for hub-api.
import crypto from "node:crypto";
import { SQSClient, SendMessageCommand } from "@aws-sdk/client-sqs";

const sqs = new SQSClient({});
const QUEUE_URL = process.env.WEBHOOK_QUEUE_URL;
const SECRET = process.env.RINGLARK_WEBHOOK_SECRET;
const RINGLARK_BASE_URL = process.env.RINGLARK_BASE_URL;

function verify(rawBody, signature) {
  if (!signature) return false;
  const expected = crypto.createHmac("sha256", SECRET).update(rawBody).digest("hex");
  return signature.length === expected.length && crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

async function removeFromList(listId, phone, attempt = 0) {
  const res = await fetch(`${RINGLARK_BASE_URL}/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`, {
    method: "DELETE",
    headers: {
      "x-api-key": process.env.RINGLARK_API_KEY,
      "x-user-email": process.env.RINGLARK_ACTING_USER,
    },
  });
  if (res.status === 502 && attempt < 2) {
    return removeFromList(listId, phone, attempt + 1);
  }
  if (!res.ok && res.status !== 404) {
    const payload = await res.json().catch(() => ({}));
    throw new Error(`DNC removal failed: ${res.status} ${payload.error}`);
  }
}

export const handler = async (event) => {
  const raw = event.isBase64Encoded ? Buffer.from(event.body, "base64").toString("utf8") : event.body;
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));

  if (!verify(raw, headers["x-ringlark-signature"])) {
    return { statusCode: 401, body: JSON.stringify({ error: "invalid signature" }) };
  }

  const evt = JSON.parse(raw);
  if (evt.event === "contact.dnc" && evt.data.contact_list_id) {
    await removeFromList(evt.data.contact_list_id, evt.data.phone);
  }
  await sqs.send(new SendMessageCommand({ QueueUrl: QUEUE_URL, MessageBody: raw }));
  return { statusCode: 202, body: "" };
};
