import { RingstackClient } from "@tidewater/ringstack-client";

let cached: RingstackClient | undefined;

export function ringstackFor(userEmail?: string): RingstackClient {
  if (!userEmail && cached) return cached;
  const client = new RingstackClient({
    baseUrl: process.env.RINGSTACK_BASE_URL,
    apiKey: process.env.RINGSTACK_API_KEY ?? "",
    actingUserEmail: userEmail ?? process.env.RINGSTACK_ACTING_USER,
  });
  if (!userEmail) cached = client;
  return client;
}
