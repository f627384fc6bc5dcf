import { Worker } from "bullmq";
import IORedis from "ioredis";
import pino from "pino";
import { config } from "./config.js";
import { syncContactList } from "./jobs/syncContactList.js";
import { syncAudience } from "./jobs/syncAudience.js";

const log = pino();
const connection = new IORedis(config.redisUrl, { maxRetriesPerRequest: null });
const useV2 = process.env.AUDIENCES_V2 === "1";

new Worker(
  "crm-sync",
  async (job) => {
    if (job.name === "contact-list") {
      return useV2 ? syncAudience(job.data.audienceId, job.data.phones) : syncContactList(job.data);
    }
    log.warn({ name: job.name }, "unknown job");
  },
  { connection, concurrency: 4 },
);

log.info("crm-sync-worker started");
