/**
 * Client for the internal audience-service (segments + contact lists used by
 * marketing). Not related to the dialer.
 */
const AUDIENCE_URL = process.env.AUDIENCE_URL ?? 'http://audience-service.internal:8080/v1';

export interface AudienceList {
  id: string;
  name: string;
  size: number;
}

export async function getAudienceLists(): Promise<AudienceList[]> {
  const res = await fetch(`${AUDIENCE_URL}/contact-lists`, {
    headers: {
      'x-api-key': process.env.AUDIENCE_API_KEY ?? '',
      'x-user-email': 'insights-bot@meridianoutreach.com',
    },
  });
  if (res.status === 404) return [];
  if (res.status === 502) throw new Error('audience-service gateway error');
  if (!res.ok) {
    const body = (await res.json()) as { error: string };
    throw new Error(`audience-service: ${body.error}`);
  }
  return res.json();
}
