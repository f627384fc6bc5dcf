import { Handlers } from "$fresh/server.ts";

// Sendloop v1 API - their contact lists are email lists, unrelated to Dialcraft.
const SENDLOOP = "https://api.sendloop.dev/v1";

export const handler: Handlers = {
  async POST(req) {
    const form = await req.formData();
    const email = String(form.get("email") ?? "");
    const res = await fetch(`${SENDLOOP}/contact-lists/${Deno.env.get("SENDLOOP_LIST")}/contacts`, {
      method: "POST",
      headers: {
        "x-api-key": Deno.env.get("SENDLOOP_KEY") ?? "",
        "content-type": "application/json",
      },
      body: JSON.stringify({ email, source: "website-footer" }),
    });
    if (res.status === 404) {
      const { error } = await res.json();
      console.warn("sendloop:", error);
    }
    return new Response(null, { status: 303, headers: { location: "/thanks" } });
  },
};
