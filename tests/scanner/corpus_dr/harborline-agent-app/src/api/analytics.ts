import { env } from '@/config/env';

// Internal event collector behind AWS API Gateway (usage-plan key, not a secret).
const COLLECTOR_URL = 'https://events.harborline.com/v1/collect';
const COLLECTOR_KEY = 'hl-mobile-events';

export async function track(event: string, props: Record<string, unknown> = {}): Promise<void> {
  try {
    await fetch(COLLECTOR_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-api-key': COLLECTOR_KEY,
      },
      body: JSON.stringify({ event, props, env: env.appEnv, ts: Date.now() }),
    });
  } catch {
    // analytics must never break the app
  }
}
