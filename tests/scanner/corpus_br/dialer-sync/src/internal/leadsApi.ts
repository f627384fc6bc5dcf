import axios from "axios";

// Internal leads service (crm-rails /api), reached through the AWS API Gateway in front of it.
const leads = axios.create({
  baseURL: process.env.LEADS_API_URL ?? "https://leads.internal.northpeak.net/api",
  headers: {
    "x-api-key": process.env.LEADS_API_KEY ?? "",
    "X-User-Email": "dialer-sync@northpeaksolar.com",
  },
});

export interface Lead {
  id: number;
  phone: string;
}

export async function fetchPendingLeads(campaignId: string): Promise<Lead[]> {
  const { data } = await leads.get<{ leads: Lead[] }>(`/v1/campaigns/${campaignId}/leads`, {
    params: { status: "pending_call" },
  });
  return data.leads;
}

export async function markCampaignSynced(campaignId: string, listId: string): Promise<void> {
  try {
    await leads.patch(`/v1/campaigns/${campaignId}`, { ringwell_list_id: listId });
  } catch (err: any) {
    if (err.response?.status === 404) {
      throw new Error(`campaign ${campaignId} vanished: ${err.response.data?.error}`);
    }
    if (err.response?.status === 502 || err.response?.status === 503) {
      throw new Error("leads API gateway unavailable");
    }
    throw err;
  }
}
