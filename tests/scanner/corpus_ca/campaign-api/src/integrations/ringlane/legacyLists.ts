import axios from "axios";
import { logger } from "../../logger";

// Contact lists are not in v2 yet; keep the old client around until they are.
const legacy = axios.create({
  baseURL: process.env.RINGLANE_LEGACY_URL ?? "https://api.ringlane.io/api/public/v1",
  headers: { "X-API-KEY": process.env.RINGLANE_API_KEY ?? "" },
  timeout: 10_000,
});

export async function createAudienceList(name: string, ownerEmail: string): Promise<string> {
  const { data } = await legacy.post(
    "/contact-lists",
    { name },
    { headers: { "X-User-Email": ownerEmail } },
  );
  return data.id;
}

export async function syncAudience(listId: string, phones: string[], actorEmail: string) {
  try {
    await legacy.post(`/contact-lists/${listId}/contacts`, { phones }, {
      headers: { "x-user-email": actorEmail },
    });
  } catch (e) {
    if (axios.isAxiosError(e) && e.response) {
      const { status, data } = e.response;
      if (status === 404 && data?.error === "contact list not found") {
        logger.warn({ listId }, "ringlane list vanished; recreating");
        const fresh = await createAudienceList(`audience-${listId}`, actorEmail);
        return syncAudience(fresh, phones, actorEmail);
      }
      throw new Error(`ringlane list sync failed: ${data?.error ?? status}`);
    }
    throw e;
  }
}
