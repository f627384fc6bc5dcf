import Fastify from "fastify";
import rawBody from "fastify-raw-body";
import { config } from "./config";
import { dialwiseWebhookRoutes } from "./routes/dialwise-webhooks";
import { stripeWebhookRoutes } from "./routes/stripe-webhooks";
import { syncRoutes } from "./routes/sync";

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? "info" } });

await app.register(rawBody, { field: "rawBody", global: false, runFirst: true });

// Requests from the console come through our auth proxy, which sets X-User-Id.
app.addHook("preHandler", async (request, reply) => {
  if (request.url.startsWith("/webhooks") || request.url === "/healthz") return;
  const userId = request.headers["x-user-id"];
  if (typeof userId !== "string" || userId.length === 0) {
    return reply.code(401).send({ error: "unauthenticated" });
  }
  request.log = request.log.child({ userId });
});

app.get("/healthz", async () => ({ ok: true }));

await app.register(dialwiseWebhookRoutes, { prefix: "/webhooks/dialwise" });
await app.register(stripeWebhookRoutes, { prefix: "/webhooks/stripe" });
await app.register(syncRoutes, { prefix: "/sync" });

app.setErrorHandler((err, _req, reply) => {
  const status = err.statusCode ?? 500;
  reply.code(status).send({ error: status >= 500 ? "internal error" : err.message });
});

await app.listen({ port: config.port, host: "0.0.0.0" });
