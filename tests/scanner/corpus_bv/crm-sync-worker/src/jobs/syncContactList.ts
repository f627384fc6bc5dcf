import pino from "pino";
import { rs, RingsteadLegacyError } from "../clients/ringsteadLegacy.js";

const log = pino({ name: "syncContactList" });

export interface SyncContactListJob {
  ownerIdpId: string; // Okta user id of the rep
  listId?: string;
  listName: string;
  phones: string[];
}

export async function syncContactList(job: SyncContactListJob): Promise<string> {
  let listId = job.listId;
  if (!listId) {
    const created = await rs<{ id: string }>("POST", "/contact-lists", job.ownerIdpId, { name: job.listName });
    listId = created.id;
  }
  try {
    await rs("POST", `/contact-lists/${listId}/contacts`, job.ownerIdpId, {
      contacts: job.phones.map((phone) => ({ phone })),
    });
  } catch (err) {
    if (err instanceof RingsteadLegacyError) {
      if (err.status === 404 && err.body.error === "user not found") {
        log.warn({ owner: job.ownerIdpId }, "rep not provisioned in Ringstead; skipping");
        return listId;
      }
      if (err.status === 503) {
        log.error("Ringstead public API disabled on the server; pausing queue");
      }
      for (const d of err.body.details ?? []) log.warn(`${d.path}: ${d.message}`);
    }
    throw err;
  }
  return listId;
}

export async function renameList(ownerIdpId: string, listId: string, name: string): Promise<void> {
  await rs("PATCH", `/contact-lists/${listId}`, ownerIdpId, { name });
}

export async function pruneNumber(ownerIdpId: string, listId: string, phone: string): Promise<void> {
  await rs("DELETE", `/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`, ownerIdpId);
}
