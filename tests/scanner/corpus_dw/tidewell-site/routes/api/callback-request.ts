import { Handlers } from "$fresh/server.ts";
import type { State } from "../_middleware.ts";

const DIALCRAFT = Deno.env.get("DIALCRAFT_URL") ?? "https://api.dialcraft.io/api/public/v1";
const LIST_ID = Deno.env.get("DIALCRAFT_CALLBACK_LIST") ?? "";

function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return digits.length > 8 ? digits : null;
  if (digits.startsWith("0")) return "+44" + digits.slice(1);
  return null;
}

export const handler: Handlers<unknown, State> = {
  async POST(req, ctx) {
    const { phone } = await req.json();
    const e164 = normalisePhone(String(phone ?? ""));
    if (!e164) return Response.json({ error: "invalid phone number" }, { status: 422 });

    const res = await fetch(`${DIALCRAFT}/contact-lists/${LIST_ID}/contacts`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${Deno.env.get("DIALCRAFT_KEY")}`,
        "X-User-Email": Deno.env.get("DIALCRAFT_BOT_EMAIL") ?? "website-bot@tidewell.com",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ contacts: [{ phone: e164, externalId: ctx.state.userId }] }),
    });

    if (!res.ok) {
      const body = await res.json().catch(() => ({}));
      console.error("dialcraft rejected callback", res.status, body.error);
      if (res.status === 404 && body.error === "user not found") {
        console.error("DIALCRAFT_BOT_EMAIL is not a Dialcraft user any more");
      }
      if (res.status === 502) {
        // their IdP hiccuped; the visitor can just retry
        return Response.json({ error: "please try again" }, { status: 503 });
      }
      return Response.json({ error: "could not book callback" }, { status: 500 });
    }
    return Response.json({ ok: true }, { status: 201 });
  },
};
