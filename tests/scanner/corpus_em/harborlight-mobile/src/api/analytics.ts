import axios from 'axios';

// Usage events go to our ingest Lambda behind API Gateway.
const ingest = axios.create({
  baseURL: 'https://events.harborlightsolar.com/v1',
  headers: { 'x-api-key': 'ingest-public-mobile' },
});

export function track(event: string, props: Record<string, unknown> = {}) {
  return ingest.post('/events', { event, props, ts: Date.now() }).catch(() => undefined);
}
