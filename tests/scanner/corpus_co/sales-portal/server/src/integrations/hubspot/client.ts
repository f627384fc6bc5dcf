import axios from 'axios';
import { config } from '../../config';

const hubspot = axios.create({
  baseURL: 'https://api.hubapi.com',
  headers: { Authorization: `Bearer ${config.HUBSPOT_TOKEN}` },
});

/** HubSpot static lists used by marketing; not related to dialer lists. */
export async function addToHubspotList(listId: string, contactIds: string[]) {
  const res = await hubspot.put(`/crm/v3/lists/${listId}/memberships/add`, contactIds, {
    validateStatus: () => true,
  });
  if (res.status === 404) throw new Error(`HubSpot list ${listId} not found`);
  if (res.status >= 500) throw new Error(`HubSpot unavailable (${res.status})`);
  return res.data;
}

export async function contactByEmail(email: string) {
  const res = await hubspot.get(`/crm/v3/objects/contacts/${encodeURIComponent(email)}`, {
    params: { idProperty: 'email' },
  });
  return res.data;
}
