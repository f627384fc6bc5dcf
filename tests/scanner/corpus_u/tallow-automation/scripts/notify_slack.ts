// Deno: verify Slack slash-command requests and post a summary.
import { crypto } from "jsr:@std/crypto";

const SIGNING = Deno.env.get("SLACK_SIGNING_SECRET")!;

Deno.serve(async (req) => {
  const ts = req.headers.get("x-slack-request-timestamp") ?? "";
  const sig = req.headers.get("x-slack-signature") ?? "";
  const body = await req.text();
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(SIGNING), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`v0:${ts}:${body}`));
  const hex = Array.from(new Uint8Array(mac)).map((b) => b.toString(16).padStart(2, "0")).join("");
  if (`v0=${hex}` !== sig) return new Response(JSON.stringify({ error: "bad signature" }), { status: 401 });
  return new Response("queued");
});
