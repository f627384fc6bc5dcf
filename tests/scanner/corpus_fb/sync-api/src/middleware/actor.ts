import type { MiddlewareHandler } from "hono";

export type Actor = { email: string; userId: string };

/**
 * Our dashboard (behind Cloudflare Access) forwards the signed-in user in these headers.
 * Access strips any client-supplied copies before they reach us.
 */
export function actor(): MiddlewareHandler<{ Variables: { actor: Actor } }> {
  return async (c, next) => {
    const email = c.req.header("X-User-Email");
    const userId = c.req.header("X-User-Id");
    if (!email || !userId) {
      return c.json({ error: "unauthenticated" }, 401);
    }
    c.set("actor", { email, userId });
    await next();
  };
}
