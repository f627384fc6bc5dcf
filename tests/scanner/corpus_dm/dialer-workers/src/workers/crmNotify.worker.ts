import { Worker } from "bullmq";
import { connection } from "../lib/connection.js";
import { logger } from "../lib/logger.js";

/**
 * Notifies the customer's CRM bridge (our internal service "crm-bridge") after a call.
 * crm-bridge sits behind API Gateway, hence the x-api-key; it attributes the activity
 * to the agent from x-user-id.
 */
const CRM_BRIDGE_URL = process.env.CRM_BRIDGE_URL ?? "https://crm-bridge.internal.relaydesk.io/v1";
const CRM_BRIDGE_RETRY = [502, 503, 504];

export const crmNotifyWorker = new Worker<{ tenantId: string; agentId: string; callId: string; disposition: string }>(
  "crm-notify",
  async (job) => {
    const res = await fetch(`${CRM_BRIDGE_URL}/activities`, {
      method: "POST",
      headers: {
        "x-api-key": process.env.CRM_BRIDGE_KEY ?? "",
        "x-user-id": job.data.agentId,
        "content-type": "application/json",
      },
      body: JSON.stringify({ tenantId: job.data.tenantId, callId: job.data.callId, disposition: job.data.disposition }),
    });
    if (CRM_BRIDGE_RETRY.includes(res.status)) {
      throw new Error(`crm-bridge ${res.status}, will retry`);
    }
    if (res.status === 404) {
      const { error } = (await res.json()) as { error: string };
      logger.warn({ error }, "crm-bridge: user not found in CRM, dropping");
      return;
    }
  },
  { connection },
);
