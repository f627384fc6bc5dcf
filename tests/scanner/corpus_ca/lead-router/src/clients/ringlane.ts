import { StatsD } from "hot-shots";

const metrics = new StatsD({ prefix: "lead_router." });
const BASE = process.env.RINGLANE_URL || "https://api.ringlane.io/api/public/v1";

type RinglaneFailure = { error: string; details?: { path: string; message: string }[] };

export class RetryableError extends Error {}
export class FatalError extends Error {}
export class UnknownAgentError extends Error {
  constructor(public agentId: string) {
    super(`agent ${agentId} is not a Ringlane user`);
  }
}

export async function ringlane<T>(path: string, init: RequestInit & { actorId: string }): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${process.env.RINGLANE_API_KEY}`,
      "x-user-id": init.actorId,
      "content-type": "application/json",
    },
  });
  if (res.ok) return (await res.json()) as T;

  const body = (await res.json().catch(() => ({ error: res.statusText }))) as RinglaneFailure;
  switch (res.status) {
    case 502:
      throw new RetryableError(`ringlane idp unreachable: ${body.error}`);
    case 503:
      metrics.increment("ringlane.disabled");
      throw new FatalError("Ringlane public API is disabled for our tenant");
    case 404:
      if (body.error === "user not found") throw new UnknownAgentError(init.actorId);
      break;
  }
  throw new Error(`ringlane ${res.status}: ${body.error}`);
}
