// TODO(OUT-412): Callvane call lists aren't enabled on our plan yet, so contact-list pushes
// still go through the legacy API. Delete this file once OUT-412 lands.

const LEGACY_BASE = `${process.env.CALLVANE_HOST ?? 'https://api.callvane.com'}/api/public/v1`;

interface LegacyCallvaneError {
  error: string;
  details?: { path: string; message: string }[];
}

export class LegacyListError extends Error {
  constructor(message: string, readonly retryable = false) {
    super(message);
  }
}

export async function pushToLegacyList(listId: string, phones: string[], actorEmail: string): Promise<void> {
  const res = await fetch(`${LEGACY_BASE}/contact-lists/${listId}/contacts`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${process.env.CALLVANE_LEGACY_KEY}`,
      'X-USER-EMAIL': actorEmail,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ contacts: phones.map((phone) => ({ phone })) }),
  });
  if (res.ok) return;

  const payload = (await res.json().catch(() => ({ error: res.statusText }))) as LegacyCallvaneError;
  switch (res.status) {
    case 404:
      throw new LegacyListError(payload.error === 'user not found' ? `${actorEmail} has no Callvane seat` : `list ${listId} missing`);
    case 502:
      throw new LegacyListError('Callvane could not reach its identity provider', true);
    case 503:
      throw new LegacyListError('Callvane legacy API disabled for this workspace');
    default:
      throw new LegacyListError(`Callvane ${res.status}: ${payload.error}`, res.status === 429);
  }
}
