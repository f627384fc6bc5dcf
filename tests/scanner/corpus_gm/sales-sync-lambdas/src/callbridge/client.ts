import {
  CALLBRIDGE_BASE_URL,
  CB_HEADER_ACTING_USER,
  CB_HEADER_API_KEY,
  CB_MAX_ATTEMPTS,
  CB_RETRYABLE_STATUSES,
  CB_TIMEOUT_MS,
} from "./constants";
import { CallbridgeError } from "./errors";

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  updatedAt: string;
}

export interface NewContact {
  phone: string;
  firstName?: string;
  lastName?: string;
  crmId?: string;
}

type Method = "GET" | "POST" | "PATCH" | "DELETE";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class CallbridgeClient {
  constructor(
    private readonly apiKey: string,
    private readonly actingUserEmail: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async call<T>(method: Method, path: string, body?: unknown): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const res = await this.fetchImpl(`${CALLBRIDGE_BASE_URL}${path}`, {
        method,
        headers: {
          [CB_HEADER_API_KEY]: this.apiKey,
          [CB_HEADER_ACTING_USER]: this.actingUserEmail,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CB_TIMEOUT_MS),
      });

      if (res.ok) {
        return (res.status === 204 ? undefined : await res.json()) as T;
      }
      const retryable = (CB_RETRYABLE_STATUSES as readonly number[]).includes(res.status);
      if (retryable && attempt < CB_MAX_ATTEMPTS) {
        await sleep(250 * 2 ** attempt);
        continue;
      }
      throw await CallbridgeError.fromResponse(res);
    }
  }

  listContactLists(): Promise<{ data: ContactList[] }> {
    return this.call("GET", "/contact-lists");
  }

  getContactList(listId: string): Promise<ContactList> {
    return this.call("GET", `/contact-lists/${encodeURIComponent(listId)}`);
  }

  createContactList(name: string): Promise<ContactList> {
    return this.call("POST", "/contact-lists", { name });
  }

  renameContactList(listId: string, name: string): Promise<ContactList> {
    return this.call("PATCH", `/contact-lists/${listId}`, { name });
  }

  deleteContactList(listId: string): Promise<void> {
    return this.call("DELETE", `/contact-lists/${listId}`);
  }

  appendContacts(listId: string, contacts: NewContact[]): Promise<{ added: number }> {
    return this.call("POST", `/contact-lists/${listId}/contacts`, { contacts });
  }

  removeContact(listId: string, phone: string): Promise<void> {
    return this.call("DELETE", `/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
  }
}
