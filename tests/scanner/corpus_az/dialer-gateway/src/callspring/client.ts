import { config } from '../config/env';
import { basePath } from './paths';
import { toApiError } from './errors';

export interface StartCallInput {
  fromNumber: string;
  toNumber: string;
  repEmail: string;
  leadId?: string;
}

function headers(actingUser?: string): Record<string, string> {
  if (config.callspring.useV2) {
    return {
      Authorization: `Bearer ${config.callspring.apiKey}`,
      'Content-Type': 'application/json',
    };
  }
  // TODO(SALES-2291): drop once production runs with FF_CALLSPRING_V2=true
  return {
    'X-API-Key': config.callspring.apiKey,
    'X-User-Email': actingUser ?? config.callspring.defaultActingUser,
    'Content-Type': 'application/json',
  };
}

async function call<T>(method: string, path: string, body?: unknown, actingUser?: string): Promise<T> {
  const res = await fetch(`${basePath()}${path}`, {
    method,
    headers: headers(actingUser),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw await toApiError(res);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export function startCall(input: StartCallInput) {
  const payload = config.callspring.useV2
    ? { from: input.fromNumber, to: input.toNumber, agent: { email: input.repEmail }, external_ref: input.leadId }
    : { from: input.fromNumber, to: input.toNumber, external_ref: input.leadId };
  return call<{ id: string }>('POST', '/calls', payload, input.repEmail);
}

export function getCall(id: string) {
  return call<{ id: string; status: string; duration_s: number }>('GET', `/calls/${encodeURIComponent(id)}`);
}

export function listDialLists() {
  return config.callspring.useV2
    ? call<{ data: unknown[] }>('GET', '/dial-lists')
    : call<{ data: unknown[] }>('GET', '/contact-lists');
}
