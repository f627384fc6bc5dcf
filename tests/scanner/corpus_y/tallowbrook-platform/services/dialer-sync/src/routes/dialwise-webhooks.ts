import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { config } from "../config";
import { handleCallCompleted } from "../sync/calls";

function verify(raw: Buffer, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = createHmac("sha256", config.dialwise.webhookSecret).update(raw).digest("hex");
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(signature.replace(/^sha256=/, ""), "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

export const dialwiseWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.post("/", { config: { rawBody: true } }, async (request, reply) => {
    const signature = request.headers["x-dialwise-signature"] as string | undefined;
    if (!verify(request.rawBody as Buffer, signature)) {
      request.log.warn("dialwise webhook signature mismatch");
      return reply.code(401).send({ error: "invalid signature" });
    }
    const event = request.body as { type: string; data: any };
    if (event.type === "call.completed") {
      await handleCallCompleted(event.data);
    }
    return reply.code(204).send();
  });
};
