import { Worker } from "bullmq";
import { connection } from "../lib/connection.js";
import { credentialsFor } from "../lib/prisma.js";
import { ringlarkHttp } from "../ringlark/http.js";
import { toJobError } from "../ringlark/errors.js";

const LIST_PATH = "/contact-lists/:id";

export const deleteListWorker = new Worker<{ externalListId: string; tenantId: string }>(
  "dialer-delete-list",
  async (job) => {
    const http = ringlarkHttp(await credentialsFor(job.data.tenantId));
    try {
      await http.delete(LIST_PATH.replace(":id", job.data.externalListId));
    } catch (err) {
      throw toJobError(err, `delete-list#${job.id}`);
    }
  },
  { connection },
);
