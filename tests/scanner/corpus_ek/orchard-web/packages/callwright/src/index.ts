import { configFromEnv, type CallwrightConfig } from "./config";
import { HttpClient } from "./http";
import { contactListsApi } from "./contact-lists";
import { callsApi } from "./calls";

export * from "./errors";
export * from "./types";
export { verifyCallwrightWebhook, type WebhookEvent } from "./webhooks";
export type { CallwrightConfig } from "./config";

export function createCallwrightClient(cfg: Partial<CallwrightConfig> = {}) {
  const http = new HttpClient(configFromEnv(cfg));
  return {
    contactLists: contactListsApi(http),
    calls: callsApi(http),
  };
}

export type CallwrightClient = ReturnType<typeof createCallwrightClient>;
