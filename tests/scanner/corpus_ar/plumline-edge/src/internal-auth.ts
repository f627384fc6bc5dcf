import { createMiddleware } from "hono/factory";
import type { Env } from "./env";

/**
 * Calls into this worker come from our own Next.js app and carry our internal
 * service key plus the Clerk user id of the caller.
 */
export const requireInternalKey = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const key = c.req.header("x-api-key");
  if (!key || key !== c.env.INTERNAL_API_KEY) {
    return c.json({ error: "invalid api key" }, 401);
  }
  if (!c.req.header("x-user-id")) {
    return c.json({ error: "missing x-user-id" }, 400);
  }
  await next();
});
