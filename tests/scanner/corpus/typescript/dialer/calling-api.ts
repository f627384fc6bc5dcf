// Calling Service REST wrapper used by the dialer dashboard.
// NOTE: the service wants `x-user-id` (IdP id) or `x-user-email`; if both are
// sent x-user-id wins, so we only ever send the id.

const CALLING_API_ROOT =
  (process.env.CALLING_HOST ?? 'https://calls.acme-sales.com') +
  '/api/public/v1';

// Our own agent-presence service; unrelated to the Calling Service.
const PRESENCE_URL = 'http://presence.internal:8080/internal/v1/agents';

export class RetryableError extends Error {}

export interface ListPatch {
  name?: string;
  groupName?: string | null;
}

export interface ContactList {
  id: number;
  name: string;
  groupName: string | null;
  contactsCount: number;
  orgId: string;
  createdAt: string;
  updatedAt: string;
}

export class CallingApi {
  constructor(
    private readonly apiKey: string,
    private readonly idpUserId: string,
  ) {}

  private headers(): Record<string, string> {
    return {
      'x-api-key': this.apiKey,
      'x-user-id': this.idpUserId,
      'content-type': 'application/json',
    };
  }

  async updateList(id: number, patch: ListPatch): Promise<ContactList> {
    const res = await fetch(`${CALLING_API_ROOT}/contact-lists/${id}`, {
      method: 'PATCH',
      headers: this.headers(),
      body: JSON.stringify(patch),
    });
    if (!res.ok) {
      const body: any = await res.json().catch(() => ({}));
      switch (res.status) {
        case 429:
          throw new RetryableError('rate limited');
        case 502:
          throw new RetryableError('identity provider unreachable');
      }
      throw new Error(typeof body.error === 'string' ? body.error : res.statusText);
    }
    return (await res.json()) as ContactList;
  }

  async onlineAgents(): Promise<string[]> {
    const res = await fetch(PRESENCE_URL, { headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as string[]) : [];
  }
}
