/**
 * Ringlane posts call outcomes here. Body is signed with HMAC-SHA256 (hex) using
 * the signing secret from the Ringlane admin console.
 */
const encoder = new TextEncoder();

async function hmacHex(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(payload));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function verifyRinglaneWebhook(request: Request, secret: string): Promise<string | null> {
  const provided = request.headers.get("x-ringlane-signature");
  if (!provided) return null;
  const raw = await request.text();
  const expected = await hmacHex(secret, raw);
  return timingSafeEqual(expected, provided.trim().toLowerCase()) ? raw : null;
}
