import { request } from "undici";
import {
  RINGWELL_AS_USER_HEADER,
  RINGWELL_AUTH_HEADER,
  RINGWELL_BASE_URL,
  RINGWELL_RETRY_STATUSES,
  DEFAULT_TIMEOUT_MS,
} from "./constants";
import { RingwellErrorBody, toRingwellError } from "./errors";
import { logger } from "../../lib/logger";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

export class RingwellClient {
  constructor(
    private readonly apiKey = process.env.RINGWELL_API_KEY!,
    private readonly baseUrl = RINGWELL_BASE_URL,
  ) {}

  async call<T>(method: Method, path: string, actingEmail: string, body?: unknown): Promise<T> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await request(`${this.baseUrl}${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          [RINGWELL_AUTH_HEADER]: this.apiKey,
          [RINGWELL_AS_USER_HEADER]: actingEmail,
        },
        body: body ? JSON.stringify(body) : undefined,
        headersTimeout: DEFAULT_TIMEOUT_MS,
      });
      if (res.statusCode < 400) {
        return (res.statusCode === 204 ? undefined : await res.body.json()) as T;
      }
      if (RINGWELL_RETRY_STATUSES.includes(res.statusCode) && attempt < 2) {
        logger.warn({ status: res.statusCode, path }, "ringwell transient, retrying");
        await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
        continue;
      }
      const errBody = (await res.body.json().catch(() => ({}))) as RingwellErrorBody;
      throw toRingwellError(res.statusCode, errBody);
    }
    throw new Error("unreachable");
  }
}

export const ringwell = new RingwellClient();
