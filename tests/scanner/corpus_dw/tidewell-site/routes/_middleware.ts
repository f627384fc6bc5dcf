import { FreshContext } from "$fresh/server.ts";
import { getCookies } from "$std/http/cookie.ts";

export interface State {
  userId?: string;
  userEmail?: string;
}

// Cloudflare Access sits in front of /admin and injects the user's email.
// Our booking widget sends X-User-Id for signed-in customers.
export async function handler(req: Request, ctx: FreshContext<State>) {
  const email = req.headers.get("Cf-Access-Authenticated-User-Email");
  if (email) ctx.state.userEmail = email;
  const uid = req.headers.get("X-User-Id") ?? getCookies(req.headers)["tw_uid"];
  if (uid) ctx.state.userId = uid;
  const resp = await ctx.next();
  resp.headers.set("X-Frame-Options", "DENY");
  return resp;
}
