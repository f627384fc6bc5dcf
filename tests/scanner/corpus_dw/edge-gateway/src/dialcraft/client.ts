import {
  API_VERSION,
  CONTACT_LISTS_PATH,
  DIALCRAFT_HOST,
  HEADER_ACTING_USER,
  HEADER_API_KEY,
  MAX_ATTEMPTS,
  RETRYABLE_STATUSES,
} from "./constants";
import { DialcraftError, toDialcraftError } from "./errors";

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

export interface DialcraftClientOptions {
  apiKey: string;
  actingUserId: string;
  host?: string;
  fetchImpl?: typeof fetch;
}

export class DialcraftClient {
  private readonly base: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly opts: DialcraftClientOptions) {
    this.base = `${opts.host ?? DIALCRAFT_HOST}/api/public/${API_VERSION}`;
    this.fetchImpl = opts.fetchImpl ?? fetch;
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    let attempt = 0;
    for (;;) {
      attempt++;
      const res = await this.fetchImpl(`${this.base}${path}`, {
        method,
        headers: {
          [HEADER_API_KEY]: this.opts.apiKey,
          [HEADER_ACTING_USER]: this.opts.actingUserId,
          "content-type": "application/json",
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.ok) {
        return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
      }
      if (RETRYABLE_STATUSES.includes(res.status) && attempt < MAX_ATTEMPTS) {
        await new Promise((r) => setTimeout(r, 2 ** attempt * 100));
        continue;
      }
      throw await toDialcraftError(res);
    }
  }

  listContactLists(): Promise<{ data: ContactList[] }> {
    return this.request("GET", CONTACT_LISTS_PATH);
  }

  createContactList(name: string): Promise<ContactList> {
    return this.request("POST", CONTACT_LISTS_PATH, { name });
  }

  getContactList(id: string): Promise<ContactList> {
    return this.request("GET", `/contact-lists/${encodeURIComponent(id)}`);
  }

  appendContacts(listId: string, phones: string[]): Promise<{ added: number }> {
    return this.request("POST", `/contact-lists/${listId}/contacts`, {
      contacts: phones.map((phone) => ({ phone })),
    });
  }

  removeContact(listId: string, phone: string): Promise<void> {
    return this.request("DELETE", `/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
  }
}

export { DialcraftError };
