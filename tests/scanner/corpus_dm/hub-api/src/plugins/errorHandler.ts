import fp from "fastify-plugin";
import { ZodError } from "zod";
import { RinglarkError } from "../ringlark/errors.js";

/**
 * Maps internal errors onto Relaydesk's own error envelope:
 *   { "error": "<message>", "code": "<machine code>" }
 */
export default fp(async (app) => {
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof ZodError) {
      return reply.code(400).send({ error: "validation failed", code: "invalid_request", issues: err.issues });
    }
    if (err instanceof RinglarkError) {
      req.log.warn({ kind: err.kind, upstream: err.status }, "dialer error");
      if (err.kind === "list_not_found") {
        return reply.code(404).send({ error: "dialer list no longer exists", code: "dialer_list_missing" });
      }
      if (err.kind === "api_disabled") {
        return reply.code(409).send({ error: "dialer integration disabled for this tenant", code: "dialer_disabled" });
      }
      if (err.retryable) {
        return reply.code(503).header("retry-after", "30").send({ error: "dialer temporarily unavailable", code: "dialer_unavailable" });
      }
      return reply.code(502).send({ error: "dialer request failed", code: "dialer_error" });
    }
    if ((err as any).statusCode === 404) {
      return reply.code(404).send({ error: "not found", code: "not_found" });
    }
    req.log.error(err);
    return reply.code(500).send({ error: "internal error", code: "internal" });
  });
});
