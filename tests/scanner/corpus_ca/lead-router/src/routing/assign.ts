import { ringlane, RetryableError } from "../clients/ringlane.js";
import { nearestOffice } from "./offices.js";

export interface Lead {
  id: string;
  phone: string;
  postcode: string;
}

export async function assignLead(lead: Lead, agent: { idpId: string; queueListId: string }) {
  const office = await nearestOffice(lead.postcode);
  for (let i = 0; i < 3; i++) {
    try {
      await ringlane(`/contact-lists/${agent.queueListId}/contacts`, {
        method: "POST",
        actorId: agent.idpId,
        body: JSON.stringify({ phones: [lead.phone], tags: [office.code] }),
      });
      return;
    } catch (e) {
      if (!(e instanceof RetryableError)) throw e;
    }
  }
}
