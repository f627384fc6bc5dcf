import type { FastifyPluginAsync } from "fastify";

const health: FastifyPluginAsync = async (app) => {
  app.get("/healthz", async () => ({ ok: true }));
  app.get("/readyz", async (_req, reply) => {
    try {
      await app.prisma.$queryRaw`SELECT 1`;
      return { ok: true };
    } catch {
      return reply.code(503).send({ ok: false, error: "database unavailable" });
    }
  });

  // Deep check used by the on-call dashboard: can we still talk to the dialer?
  app.get("/readyz/dialer", async (_req, reply) => {
    const res = await fetch(`${app.cfg.RINGLARK_BASE_URL}/contact-lists?limit=1`, {
      headers: {
        "X-Api-Key": app.cfg.RINGLARK_API_KEY,
        "X-User-Email": app.cfg.RINGLARK_ACTING_USER,
      },
    });
    if (res.status === 503) {
      return reply.code(200).send({ ok: false, reason: "ringlark_api_disabled" });
    }
    if (res.status === 502) {
      return reply.code(200).send({ ok: false, reason: "ringlark_idp_unreachable" });
    }
    return { ok: res.ok, upstreamStatus: res.status };
  });
};

export default health;
