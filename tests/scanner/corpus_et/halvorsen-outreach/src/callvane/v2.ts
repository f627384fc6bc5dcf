import { request } from 'undici';

const BASE = `${process.env.CALLVANE_HOST ?? 'https://api.callvane.com'}/api/public/v2`;

export interface CallvaneProblem {
  error: { code: string; message: string; request_id?: string };
}

export class CallvaneV2Error extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await request(`${BASE}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${process.env.CALLVANE_API_KEY}`,
      'content-type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.statusCode >= 400) {
    const problem = (await res.body.json()) as CallvaneProblem;
    throw new CallvaneV2Error(res.statusCode, problem.error.code, problem.error.message);
  }
  return (await res.body.json()) as T;
}

export async function createCallTask(leadId: string, phone: string, ownerId: string) {
  try {
    return await call<{ id: string }>('POST', '/call-tasks', { lead_ref: leadId, phone, owner_id: ownerId });
  } catch (err) {
    if (err instanceof CallvaneV2Error && err.code === 'user_not_found') {
      return createCallTask(leadId, phone, process.env.CALLVANE_FALLBACK_OWNER!);
    }
    throw err;
  }
}

export const getCallList = (id: string) => call('GET', `/call-lists/${id}`);
