import { Worker, type Job } from "bullmq";
import { connection } from "../lib/connection.js";
import { prisma, credentialsFor } from "../lib/prisma.js";
import { logger } from "../lib/logger.js";
import { ringlarkHttp } from "../ringlark/http.js";
import { toJobError } from "../ringlark/errors.js";

type CreateListJob = { listId: string; tenantId: string };
type AppendJob = { listId: string; tenantId: string; phones: string[] };

const CHUNK = 500;

async function createList(job: Job<CreateListJob>) {
  const list = await prisma.contactList.findUniqueOrThrow({ where: { id: job.data.listId } });
  const cred = await credentialsFor(job.data.tenantId);
  const http = ringlarkHttp(cred);

  if (list.externalListId) {
    const { data } = await http.patch(`/contact-lists/${list.externalListId}`, { name: list.name });
    return data;
  }
  const { data } = await http.post("/contact-lists", { name: list.name, external_ref: list.id });
  await prisma.contactList.update({ where: { id: list.id }, data: { externalListId: data.id, syncedAt: new Date() } });
  return data;
}

async function appendContacts(job: Job<AppendJob>) {
  const list = await prisma.contactList.findUniqueOrThrow({ where: { id: job.data.listId } });
  if (!list.externalListId) throw new Error("list not yet created upstream");
  const cred = await credentialsFor(job.data.tenantId);
  const http = ringlarkHttp(cred);

  for (let i = 0; i < job.data.phones.length; i += CHUNK) {
    const chunk = job.data.phones.slice(i, i + CHUNK);
    await http.post(`/contact-lists/${list.externalListId}/contacts`, {
      contacts: chunk.map((phone) => ({ phone })),
    });
    await job.updateProgress(Math.round(((i + chunk.length) / job.data.phones.length) * 100));
  }
  await prisma.contactList.update({ where: { id: list.id }, data: { syncedAt: new Date() } });
}

export const syncListWorker = new Worker(
  "dialer-sync",
  async (job) => {
    try {
      switch (job.name) {
        case "create-list":
          return await createList(job as Job<CreateListJob>);
        case "append-contacts":
          return await appendContacts(job as Job<AppendJob>);
        default:
          logger.debug({ name: job.name }, "ignored by syncListWorker");
      }
    } catch (err) {
      throw toJobError(err, `${job.name}#${job.id}`);
    }
  },
  { connection, concurrency: 4, limiter: { max: 10, duration: 1000 } },
);

syncListWorker.on("failed", (job, err) => logger.error({ jobId: job?.id, err: err.message }, "dialer sync failed"));
