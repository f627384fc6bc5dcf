import { Queue } from "bullmq";
import IORedis from "ioredis";

const connection = new IORedis(process.env.REDIS_URL ?? "redis://localhost:6379", { maxRetriesPerRequest: null });

export const syncQueue = new Queue("dialer-sync", {
  connection,
  defaultJobOptions: { attempts: 8, backoff: { type: "exponential", delay: 2000 }, removeOnComplete: 1000 },
});
