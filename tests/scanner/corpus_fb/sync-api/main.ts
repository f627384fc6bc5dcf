import { Hono } from "hono";
import { logger } from "hono/logger";
import { actor } from "./src/middleware/actor.ts";
import { lists } from "./src/routes/lists.ts";
import { crm } from "./src/routes/crm.ts";
import { webhooks } from "./src/routes/webhooks.ts";

const app = new Hono();

app.use("*", logger());
app.use("/v1/*", actor());

app.route("/v1", lists);
app.route("/v1", crm);
app.route("/", webhooks);

app.onError((err, c) => {
  console.error(err);
  return c.json({ error: "internal error" }, 500);
});

Deno.serve(app.fetch);
