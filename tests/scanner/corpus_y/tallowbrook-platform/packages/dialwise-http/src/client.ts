import { Pool } from "undici";
import {
  ACTING_USER_HEADER,
  API_KEY_HEADER,
  DEFAULT_TIMEOUT_MS,
  RETRYABLE_STATUSES,
  dialwiseBaseUrl,
} from "./constants";
import { toDialwiseError } from "./errors";

export interface DialwiseClientOptions {
  host?: string;
  apiKey: string;
  actingUserEmail: string;
  maxRetries?: number;
}

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class DialwiseClient {
  private readonly base: URL;
  private readonly pool: Pool;

  constructor(private readonly opts: DialwiseClientOptions) {
    this.base = new URL(dialwiseBaseUrl(opts.host));
    this.pool = new Pool(this.base.origin, { connections: 8 });
  }

  private async request<T>(method: string, path: string, body?: unknown, actingAs?: string): Promise<T> {
    const attempts = (this.opts.maxRetries ?? 3) + 1;
    for (let attempt = 1; ; attempt++) {
      const res = await this.pool.request({
        method: method as any,
        path: `${this.base.pathname}${path}`,
        headersTimeout: DEFAULT_TIMEOUT_MS,
        headers: {
          "content-type": "application/json",
          [API_KEY_HEADER]: this.opts.apiKey,
          [ACTING_USER_HEADER]: actingAs ?? this.opts.actingUserEmail,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.statusCode < 400) {
        return res.statusCode === 204 ? (undefined as T) : ((await res.body.json()) as T);
      }
      const payload = (await res.body.json().catch(() => undefined)) as any;
      if (RETRYABLE_STATUSES.has(res.statusCode) && attempt < attempts) {
        await sleep(250 * 2 ** attempt);
        continue;
      }
      throw toDialwiseError(res.statusCode, payload);
    }
  }

  listContactLists(): Promise<{ data: ContactList[] }> {
    return this.request("GET", "/contact-lists");
  }

  createContactList(name: string, actingAs?: string): Promise<ContactList> {
    return this.request("POST", "/contact-lists", { name }, actingAs);
  }

  renameContactList(id: string, name: string): Promise<ContactList> {
    return this.request("PATCH", `/contact-lists/${encodeURIComponent(id)}`, { name });
  }

  addContacts(listId: string, phones: string[]): Promise<{ added: number }> {
    return this.request("POST", `/contact-lists/${listId}/contacts`, {
      contacts: phones.map((phone) => ({ phone })),
    });
  }

  removeContact(listId: string, phone: string): Promise<void> {
    return this.request("DELETE", `/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
  }

  async close() {
    await this.pool.close();
  }
}
