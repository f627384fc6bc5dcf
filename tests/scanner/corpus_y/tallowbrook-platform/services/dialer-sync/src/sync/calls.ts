import { request } from "undici";

const CRM_URL = process.env.CRM_BASE_URL ?? "http://crm-gateway.internal:8080/v1";

export async function handleCallCompleted(data: { callId: string; repEmail: string; durationSec: number; outcome: string }) {
  const { statusCode } = await request(`${CRM_URL}/activities`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-api-key": process.env.CRM_GATEWAY_KEY ?? "",
      "x-user-email": data.repEmail,
    },
    body: JSON.stringify({ type: "call", externalId: data.callId, duration: data.durationSec, outcome: data.outcome }),
  });
  if (statusCode === 503) {
    throw new Error("CRM gateway in maintenance, will be retried by queue");
  }
}
