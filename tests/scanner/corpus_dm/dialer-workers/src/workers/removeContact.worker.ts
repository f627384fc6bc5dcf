import { Worker } from "bullmq";
import { AxiosError } from "axios";
import { connection } from "../lib/connection.js";
import { prisma, credentialsFor } from "../lib/prisma.js";
import { ringlarkHttp } from "../ringlark/http.js";
import { toJobError } from "../ringlark/errors.js";

export const removeContactWorker = new Worker<{ listId: string; tenantId: string; phone: string }>(
  "dialer-remove",
  async (job) => {
    const list = await prisma.contactList.findUnique({ where: { id: job.data.listId } });
    if (!list?.externalListId) return { skipped: true };
    const http = ringlarkHttp(await credentialsFor(job.data.tenantId));
    try {
      await http.delete(`/contact-lists/${list.externalListId}/contacts/${encodeURIComponent(job.data.phone)}`);
    } catch (err) {
      if (err instanceof AxiosError && err.response?.status === 404 && err.response.data?.error?.startsWith("contact list not found")) {
        // list was deleted in Ringlark by the customer; nothing left to remove
        await prisma.contactList.update({ where: { id: list.id }, data: { externalListId: null } });
        return { skipped: true };
      }
      throw toJobError(err, `remove-contact#${job.id}`);
    }
    return { removed: true };
  },
  { connection, concurrency: 2 },
);
