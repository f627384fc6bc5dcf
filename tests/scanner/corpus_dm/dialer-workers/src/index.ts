import { logger } from "./lib/logger.js";
import { syncListWorker } from "./workers/syncList.worker.js";
import { removeContactWorker } from "./workers/removeContact.worker.js";
import { deleteListWorker } from "./workers/deleteList.worker.js";
import { callOutcomeWorker } from "./workers/callOutcome.worker.js";
import { crmNotifyWorker } from "./workers/crmNotify.worker.js";

const workers = [syncListWorker, removeContactWorker, deleteListWorker, callOutcomeWorker, crmNotifyWorker];

logger.info({ count: workers.length }, "dialer workers started");

async function shutdown(signal: string) {
  logger.info({ signal }, "shutting down");
  await Promise.all(workers.map((w) => w.close()));
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
