import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    tenantId: string;
    actor: { email: string; userId: string | null };
  }
}

/**
 * Auth for Relaydesk's own API. The API gateway validates the tenant key
 * (x-api-key, AWS API Gateway usage plans) and forwards the caller identity
 * in X-User-Email / X-User-Id.
 */
export default fp(async (app) => {
  app.addHook("onRequest", async (req: FastifyRequest, reply) => {
    const tenant = req.headers["x-relaydesk-tenant"];
    const email = req.headers["x-user-email"];
    const userId = req.headers["x-user-id"];
    if (typeof tenant !== "string" || typeof email !== "string") {
      return reply.code(401).send({ error: "unauthorized" });
    }
    req.tenantId = tenant;
    req.actor = { email, userId: typeof userId === "string" ? userId : null };
  });
});
