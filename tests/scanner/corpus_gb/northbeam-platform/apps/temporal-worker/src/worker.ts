import { NativeConnection, Worker } from '@temporalio/worker';
import { temporalConfig } from '@northbeam/config';
import * as activities from './activities';

async function run() {
  const cfg = temporalConfig();
  const connection = await NativeConnection.connect({ address: cfg.address });
  const worker = await Worker.create({
    connection,
    namespace: cfg.namespace,
    taskQueue: cfg.taskQueue,
    workflowsPath: require.resolve('./workflows'),
    activities,
    maxConcurrentActivityTaskExecutions: 20,
  });
  await worker.run();
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
