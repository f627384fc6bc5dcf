import Fastify from "fastify";
import cors from "@fastify/cors";
import sensible from "@fastify/sensible";
import rateLimit from "@fastify/rate-limit";
import rawBody from "fastify-raw-body";
import { PrismaClient } from "@prisma/client";
import { loadConfig } from "./config.js";
import { makeRinglarkClients } from "./ringlark/index.js";
import authPlugin from "./plugins/auth.js";
import errorHandler from "./plugins/errorHandler.js";
import contactListRoutes from "./routes/contactLists.js";
import ringlarkWebhook from "./routes/webhooks/ringlark.js";
import stripeWebhook from "./routes/webhooks/stripe.js";
import healthRoutes from "./routes/health.js";

const cfg = loadConfig();
const app = Fastify({ logger: { level: cfg.LOG_LEVEL }, trustProxy: true });
const prisma = new PrismaClient();

app.decorate("cfg", cfg);
app.decorate("prisma", prisma);
app.decorate("ringlark", makeRinglarkClients(cfg));

await app.register(cors, { origin: [/\.relaydesk\.io$/] });
await app.register(sensible);
await app.register(rateLimit, { max: 300, timeWindow: "1 minute" });
await app.register(rawBody, { field: "rawBody", global: false, runFirst: true });
await app.register(errorHandler);
await app.register(healthRoutes);
await app.register(ringlarkWebhook, { prefix: "/webhooks" });
await app.register(stripeWebhook, { prefix: "/webhooks" });
await app.register(async (api) => {
  await api.register(authPlugin);
  await api.register(contactListRoutes, { prefix: "/v1" });
}, { prefix: "/api" });

app.addHook("onClose", async () => prisma.$disconnect());

await app.listen({ port: cfg.PORT, host: "0.0.0.0" });
