import type { AppConfig } from "../config.js";
import { RinglarkClient } from "./client.js";
import { RinglarkV2Client } from "./v2.js";

export function makeRinglarkClients(cfg: AppConfig) {
  const v1 = new RinglarkClient({
    apiKey: cfg.RINGLARK_API_KEY,
    actingUser: cfg.RINGLARK_ACTING_USER,
    baseUrl: cfg.RINGLARK_BASE_URL,
  });
  const v2 = cfg.RINGLARK_V2_API_KEY
    ? new RinglarkV2Client(cfg.RINGLARK_V2_API_KEY, cfg.RINGLARK_V2_BASE_URL)
    : null;
  return { v1, v2 };
}

export { RinglarkClient } from "./client.js";
export { RinglarkError } from "./errors.js";
