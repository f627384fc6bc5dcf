import { V2_ROLLOUT_PERCENT } from '../../config/callbrook';
import { createClient } from './client';
import { createLegacyClient } from './legacyClient';

function bucket(userId: string): number {
  let h = 0;
  for (const ch of userId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 100;
}

export function callbrookFor(user: { id: string; email: string }) {
  if (bucket(user.id) < V2_ROLLOUT_PERCENT) {
    return { version: 'v2' as const, client: createClient(process.env.CALLBROOK_V2_KEY!) };
  }
  return {
    version: 'v1' as const,
    client: createLegacyClient(process.env.CALLBROOK_SHARED_KEY!, user.email),
  };
}
