import axios from 'axios';
import { config } from '../config';
import { createInternalHttp } from '../lib/http';

const hubspot = axios.create({
  baseURL: config.hubspot.baseUrl,
  headers: { Authorization: `Bearer ${config.hubspot.token}` },
});

const geo = createInternalHttp(config.geo.baseUrl, config.geo.apiKey);

export interface HubspotContact {
  id: string;
  properties: Record<string, string>;
}

export async function findContactByPhone(phone: string): Promise<HubspotContact | undefined> {
  const { data } = await hubspot.post('/objects/contacts/search', {
    filterGroups: [{ filters: [{ propertyName: 'phone', operator: 'EQ', value: phone }] }],
    limit: 1,
  });
  return data.results[0];
}

export async function normaliseAddress(raw: string): Promise<string> {
  try {
    const { data } = await geo.post('/addresses/normalise', { raw });
    return data.formatted;
  } catch (e: any) {
    if (e.response?.status === 404) return raw; // unknown address, keep as typed
    if (e.response?.data?.error === 'quota exceeded') return raw;
    throw e;
  }
}

export async function addToStaticList(listId: string, contactIds: string[]): Promise<void> {
  // HubSpot's v1 lists API is the only one that supports static lists for us
  await axios.post(
    `https://api.hubapi.com/contacts/v1/lists/${listId}/add`,
    { vids: contactIds.map(Number) },
    { headers: { Authorization: `Bearer ${config.hubspot.token}` } },
  );
}
