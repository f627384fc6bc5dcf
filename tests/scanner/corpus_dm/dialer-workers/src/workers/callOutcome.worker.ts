import { Worker } from "bullmq";
import { connection } from "../lib/connection.js";
import { prisma } from "../lib/prisma.js";
import { logger } from "../lib/logger.js";

/**
 * Already migrated: pulls call recordings metadata from Ringlark v2.
 * v2 keys are scoped per tenant; errors come back as { error: { code, message } }.
 */
const V2_BASE = process.env.RINGLARK_V2_BASE_URL ?? "https://api.ringlark.com/api/public/v2";

export const callOutcomeWorker = new Worker<{ callId: string; tenantId: string }>(
  "call-outcome",
  async (job) => {
    const cred = await prisma.dialerCredential.findFirstOrThrow({
      where: { tenantId: job.data.tenantId, baseUrl: { contains: "/api/public/v2" } },
    });
    const res = await fetch(`${V2_BASE}/calls/${job.data.callId}/recording`, {
      headers: { Authorization: `Bearer ${cred.apiKey}`, Accept: "application/json" },
    });
    if (res.status === 404) {
      logger.info({ callId: job.data.callId }, "no recording for call");
      return null;
    }
    if (!res.ok) {
      const body = (await res.json()) as { error?: { code?: string; message?: string } };
      if (body.error?.code === "rate_limited") throw new Error("rate limited, retry");
      throw new Error(`ringlark v2 ${res.status}: ${body.error?.code ?? "unknown"}`);
    }
    const rec = (await res.json()) as { url: string; duration_sec: number };
    await prisma.callEvent.updateMany({
      where: { providerCallId: job.data.callId },
      data: { durationSec: rec.duration_sec },
    });
    return rec;
  },
  { connection, concurrency: 8 },
);
