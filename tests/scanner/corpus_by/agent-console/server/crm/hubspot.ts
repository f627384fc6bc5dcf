import { Client } from "@hubspot/api-client";

const hubspot = new Client({ accessToken: process.env.HUBSPOT_TOKEN, numberOfApiCallRetries: 3 });

// HubSpot "contact lists" (ILS lists API v3)
export async function listMembers(listId: string): Promise<string[]> {
  const res = await hubspot.apiRequest({ method: "GET", path: `/crm/v3/lists/${listId}/memberships` });
  if (res.status === 404) throw new Error(`HubSpot list ${listId} not found`);
  if (res.status === 502 || res.status === 503) throw new Error("HubSpot temporarily unavailable");
  const json = await res.json();
  return json.results.map((r: { recordId: string }) => r.recordId);
}

export function verifyHubspotSignature(secret: string, method: string, uri: string, body: string, ts: string, sig: string) {
  const crypto = require("node:crypto");
  const mac = crypto.createHmac("sha256", secret).update(method + uri + body + ts).digest("base64");
  return mac === sig; // X-HubSpot-Signature-v3
}
