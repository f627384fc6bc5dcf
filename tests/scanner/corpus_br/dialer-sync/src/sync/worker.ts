import pino from "pino";
import { createRingwellClient } from "../ringwell/client";
import { appendContacts, createContactList } from "../ringwell/contactLists";
import { RingwellApiError } from "../ringwell/errors";
import { fetchPendingLeads, markCampaignSynced } from "../internal/leadsApi";

const log = pino({ name: "dialer-sync" });

export async function syncCampaign(campaignId: string, ownerIdpId: string): Promise<void> {
  const http = createRingwellClient({
    apiKey: process.env.RINGWELL_API_KEY ?? "",
    actingUserId: ownerIdpId,
  });

  try {
    const leads = await fetchPendingLeads(campaignId);
    const list = await createContactList(http, `campaign-${campaignId}`);
    for (let i = 0; i < leads.length; i += 500) {
      await appendContacts(http, list.id, leads.slice(i, i + 500).map((l) => l.phone));
    }
    await markCampaignSynced(campaignId, list.id);
  } catch (err) {
    if (err instanceof RingwellApiError && err.isUserNotFound) {
      log.warn({ campaignId, ownerIdpId }, "campaign owner has no Ringwell seat");
      return;
    }
    if (err instanceof RingwellApiError && err.isApiDisabled) {
      log.error({ campaignId }, "Ringwell public API is switched off, will retry next run");
      return;
    }
    throw err;
  }
}
