import "server-only";
import { createCallwrightClient } from "@orchard/callwright";
import { env } from "~/env.mjs";

/** Client acting as the sync bot; use `callwrightFor(user)` for user-initiated calls. */
export const callwright = createCallwrightClient({
  baseUrl: env.CALLWRIGHT_API_URL,
  apiKey: env.CALLWRIGHT_API_KEY,
  actingUserEmail: env.CALLWRIGHT_SYNC_USER_EMAIL,
});

export function callwrightFor(user: { email: string }) {
  return createCallwrightClient({
    baseUrl: env.CALLWRIGHT_API_URL,
    apiKey: env.CALLWRIGHT_API_KEY,
    actingUserEmail: user.email,
  });
}
