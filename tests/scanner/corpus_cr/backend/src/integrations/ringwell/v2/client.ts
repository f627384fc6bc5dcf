// v2 client - feature-flagged (RINGWELL_V2=1). Keep in sync with ../lists.ts until cutover.
const BASE = process.env.RINGWELL_V2_BASE_URL ?? "https://api.ringwell.io/api/public/v2";

export interface RingwellV2Problem {
  error: { code: string; message: string; request_id?: string };
}

export class RingwellV2Error extends Error {
  constructor(public status: number, public code: string, message: string) {
    super(message);
  }
}

export async function v2<T>(method: string, path: string, init: { body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${process.env.RINGWELL_V2_KEY}`,
      "Content-Type": "application/json",
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) {
    const problem = (await res.json()) as RingwellV2Problem;
    if (problem.error.code === "audience_not_found") {
      throw new RingwellV2Error(404, problem.error.code, "audience missing");
    }
    throw new RingwellV2Error(res.status, problem.error.code, problem.error.message);
  }
  return (await res.json()) as T;
}

export const listAudiences = () => v2<{ data: unknown[] }>("GET", "/audiences");
export const addMembers = (id: string, phones: string[]) =>
  v2("POST", `/audiences/${id}/members`, { body: { members: phones.map((p) => ({ phone: p })) } });
