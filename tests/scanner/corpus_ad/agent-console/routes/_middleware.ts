import { FreshContext } from "$fresh/server.ts";

// Cloudflare Access puts the verified identity in this header for every request.
export async function handler(req: Request, ctx: FreshContext) {
  const email = req.headers.get("X-User-Email") ?? req.headers.get("cf-access-authenticated-user-email");
  if (!email && ctx.destination === "route") {
    return new Response(JSON.stringify({ error: "not signed in" }), { status: 401 });
  }
  ctx.state.email = email;
  return await ctx.next();
}
