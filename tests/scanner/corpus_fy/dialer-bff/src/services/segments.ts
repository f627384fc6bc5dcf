import fetch from 'node-fetch';
import type { ContactInput } from '../ringvale/types.js';

const CRM_URL = process.env.CRM_URL ?? 'http://crm-api.internal:8080/v1';

export async function loadSegmentContacts(segmentId?: string): Promise<ContactInput[]> {
  if (!segmentId) return [];
  const res = await fetch(`${CRM_URL}/segments/${segmentId}/members?fields=phone,first_name,last_name,company`, {
    headers: { 'X-User-Id': 'svc-dialer-bff', 'X-Service-Token': process.env.CRM_SERVICE_TOKEN ?? '' },
  });
  if (res.status === 404) return [];
  if (!res.ok) throw new Error(`crm ${res.status}`);
  const rows = (await res.json()) as Array<{ phone: string; first_name?: string; last_name?: string; company?: string }>;
  return rows
    .filter((r) => r.phone)
    .map((r) => ({ phone: r.phone, firstName: r.first_name, lastName: r.last_name, company: r.company }));
}
