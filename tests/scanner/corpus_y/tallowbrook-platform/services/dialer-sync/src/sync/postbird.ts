import { request } from "undici";
import { config } from "../config";

// Postbird is our email provider. Their audiences API is also called
// "contact lists" -- unrelated to the Dialwise lists.
export async function addToPostbirdAudience(listSlug: string, phones: string[]) {
  const { statusCode, body } = await request(`${config.postbird.baseUrl}/contact-lists/${listSlug}/members`, {
    method: "POST",
    headers: {
      "x-api-key": config.postbird.apiKey,
      "content-type": "application/json",
    },
    body: JSON.stringify({ members: phones.map((p) => ({ sms: p })) }),
  });
  if (statusCode === 404) {
    // audience not found: create it lazily
    await request(`${config.postbird.baseUrl}/contact-lists`, {
      method: "POST",
      headers: { "x-api-key": config.postbird.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ slug: listSlug }),
    });
    return addToPostbirdAudience(listSlug, phones);
  }
  if (statusCode === 502 || statusCode === 503) {
    throw new Error("Postbird temporarily unavailable");
  }
  const payload = (await body.json()) as { error?: string };
  if (statusCode >= 400) throw new Error(payload.error ?? "postbird error");
}
