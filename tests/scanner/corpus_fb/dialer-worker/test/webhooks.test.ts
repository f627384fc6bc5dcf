import { describe, expect, it } from "vitest";
import { verifyRinglaneWebhook } from "../src/webhooks/ringlane";

async function sign(secret: string, body: string) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

describe("verifyRinglaneWebhook", () => {
  it("rejects requests without a signature", async () => {
    const req = new Request("https://dialer.fluxpoint.dev/webhooks/ringlane", { method: "POST", body: "{}" });
    expect(await verifyRinglaneWebhook(req, "s3cret")).toBeNull();
  });

  it("accepts a body signed with the shared secret", async () => {
    const body = JSON.stringify({ type: "call.completed", callId: "c_1" });
    const sig = await sign("s3cret", body);
    const req = new Request("https://dialer.fluxpoint.dev/webhooks/ringlane", {
      method: "POST",
      body,
      headers: new Headers([["content-type", "application/json"]]),
    });
    req.headers.set("x-ringlane-signature", sig);
    expect(await verifyRinglaneWebhook(req, "s3cret")).toBe(body);
  });
});
