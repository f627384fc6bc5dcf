// Callbridge v2 client (migrated in RevOps-388). Auth: scoped key as a bearer token.
export interface CallbridgeProblem {
  error: { code: string; message: string; requestId?: string };
}

export class CallbridgeV2Error extends Error {
  constructor(public readonly status: number, public readonly code: string, message: string) {
    super(message);
  }
}

const BASE = process.env.CALLBRIDGE_API_BASE ?? "https://api.callbridge.io/api/public/v2";

export async function cb<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${process.env.CALLBRIDGE_API_KEY}`,
      "Content-Type": "application/json",
      ...(init.headers ?? {}),
    },
  });
  if (res.ok) return (await res.json()) as T;
  const problem = (await res.json().catch(() => null)) as CallbridgeProblem | null;
  const code = problem?.error.code ?? "unknown";
  if (res.status === 404 && code === "user_not_found") {
    throw new CallbridgeV2Error(404, code, "assigned rep has no Callbridge seat");
  }
  throw new CallbridgeV2Error(res.status, code, problem?.error.message ?? res.statusText);
}

export const assignLead = (repId: string, lead: { phone: string; name: string }) =>
  cb<{ id: string }>(`/reps/${repId}/queue`, { method: "POST", body: JSON.stringify(lead) });
