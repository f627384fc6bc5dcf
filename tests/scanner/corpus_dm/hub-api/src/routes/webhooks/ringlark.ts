import crypto from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";

const DispositionEvent = z.object({
  event: z.enum(["call.completed", "call.failed", "contact.dnc"]),
  data: z.object({
    call_id: z.string(),
    contact_list_id: z.string().nullable(),
    phone: z.string(),
    disposition: z.string().optional(),
    duration_sec: z.number().optional(),
  }),
});

function timingSafeHexEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, "hex");
  const bb = Buffer.from(b, "hex");
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

function verifyV2(header: string, raw: Buffer, secret: string): boolean {
  // Service-Signature: t=<ms>,v1=<hex>
  const parts = Object.fromEntries(header.split(",").map((kv) => kv.split("=") as [string, string]));
  if (!parts.t || !parts.v1) return false;
  if (Math.abs(Date.now() - Number(parts.t)) > 5 * 60_000) return false;
  const mac = crypto.createHmac("sha256", secret).update(`${parts.t}.`).update(raw).digest("hex");
  return timingSafeHexEqual(mac, parts.v1);
}

const ringlarkWebhook: FastifyPluginAsync = async (app) => {
  app.post("/ringlark", { config: { rawBody: true } }, async (req, reply) => {
    const secret = app.cfg.RINGLARK_WEBHOOK_SECRET;
    if (!secret) return reply.code(503).send({ error: "webhook not configured" });
    const raw = req.rawBody as Buffer;

    const v2Header = req.headers["service-signature"];
    const legacySig = req.headers["x-ringlark-signature"];

    let ok = false;
    if (typeof v2Header === "string") {
      ok = verifyV2(v2Header, raw, secret);
    } else if (typeof legacySig === "string") {
      const expected = crypto.createHmac("sha256", secret).update(raw).digest("hex");
      ok = timingSafeHexEqual(expected, legacySig.replace(/^sha256=/, ""));
    }
    if (!ok) return reply.code(401).send({ error: "invalid signature" });

    const evt = DispositionEvent.parse(JSON.parse(raw.toString("utf8")));
    await app.prisma.callEvent.create({
      data: {
        providerCallId: evt.data.call_id,
        type: evt.event,
        phone: evt.data.phone,
        disposition: evt.data.disposition ?? null,
        durationSec: evt.data.duration_sec ?? null,
      },
    });
    return reply.code(204).send();
  });
};

export default ringlarkWebhook;
