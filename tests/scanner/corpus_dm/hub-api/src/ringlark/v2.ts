/**
 * Ringlark v2 client (pilot). Only used for tenants with `ringlarkApiVersion = 2`.
 * v2 uses scoped keys (rlk_live_<uuid>.<secret>) sent as a bearer token; no acting-user header.
 */
import { request } from "undici";

export interface RinglarkV2Problem {
  code: string;
  message: string;
  request_id?: string;
}

export class RinglarkV2Error extends Error {
  constructor(readonly status: number, readonly problem: RinglarkV2Problem) {
    super(`${problem.code}: ${problem.message}`);
  }
}

export class RinglarkV2Client {
  constructor(
    private readonly apiKey: string,
    private readonly baseUrl = "https://api.ringlark.com/api/public/v2",
  ) {}

  async createAudience(name: string) {
    return this.send("POST", "/audiences", { name });
  }

  async addAudienceMembers(audienceId: string, members: Array<{ phone: string }>) {
    return this.send("POST", `/audiences/${audienceId}/members`, { members });
  }

  private async send(method: string, path: string, body?: unknown) {
    const res = await request(`${this.baseUrl}${path}`, {
      method: method as "POST",
      headers: {
        authorization: `Bearer ${this.apiKey}`,
        "content-type": "application/json",
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.body.json()) as any;
    if (res.statusCode >= 400) {
      const problem = json?.error as RinglarkV2Problem;
      if (problem?.code === "rate_limited" || res.statusCode === 503) {
        // v2: 503 is a plain transient outage, safe to retry
      }
      throw new RinglarkV2Error(res.statusCode, problem);
    }
    return json;
  }
}
