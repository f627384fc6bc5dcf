import { optionalEnv } from './env';

export interface TemporalConfig {
  address: string;
  namespace: string;
  taskQueue: string;
}

export function temporalConfig(): TemporalConfig {
  return {
    address: optionalEnv('TEMPORAL_ADDRESS', 'localhost:7233'),
    namespace: optionalEnv('TEMPORAL_NAMESPACE', 'default'),
    taskQueue: optionalEnv('TEMPORAL_TASK_QUEUE', 'dialer-sync'),
  };
}
