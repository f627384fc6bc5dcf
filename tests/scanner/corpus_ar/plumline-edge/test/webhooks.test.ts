import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

async function sign(secret: string, payload: string) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(payload));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

describe("service signature (v2 webhooks)", () => {
  it("rejects a stale timestamp", async () => {
    const t = Date.now() - 10 * 60_000;
    const body = JSON.stringify({ type: "contact_list.updated", data: {} });
    const v1 = await sign(env.DIALWAVE_WEBHOOK_SECRET, `${t}.${body}`);
    const res = await SELF.fetch("https://edge.test/webhooks/v2", {
      method: "POST",
      headers: { "Service-Signature": `t=${t},v1=${v1}`, "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(401);
  });

  it("returns 404 for unknown routes", async () => {
    const res = await SELF.fetch("https://edge.test/nope");
    expect(res.status).toBe(404);
  });
});
