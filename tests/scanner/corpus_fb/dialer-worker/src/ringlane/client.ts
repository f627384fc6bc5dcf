import {
  HEADER_ACTING_USER,
  HEADER_API_KEY,
  MAX_ATTEMPTS,
  PATHS,
} from "./constants";
import { RinglaneError, type RinglaneErrorBody } from "./errors";
import type { ContactList, ContactListPage, NewContact } from "./types";

export interface RinglaneEnv {
  RINGLANE_BASE_URL: string;
  RINGLANE_API_KEY: string;
}

export class RinglaneClient {
  constructor(
    private readonly env: RinglaneEnv,
    private readonly actingEmail: string,
  ) {}

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    let lastErr: RinglaneError | undefined;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const res = await fetch(`${this.env.RINGLANE_BASE_URL}${path}`, {
        method,
        headers: {
          [HEADER_API_KEY]: this.env.RINGLANE_API_KEY,
          [HEADER_ACTING_USER]: this.actingEmail,
          "content-type": "application/json",
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.ok) {
        return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
      }
      let parsed: RinglaneErrorBody | null = null;
      try {
        parsed = (await res.json()) as RinglaneErrorBody;
      } catch {
        /* empty or html body from the edge */
      }
      lastErr = new RinglaneError(res.status, parsed);
      if (!lastErr.retryable || attempt === MAX_ATTEMPTS) throw lastErr;
      await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
    }
    throw lastErr!;
  }

  listContactLists(cursor?: string): Promise<ContactListPage> {
    const qs = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
    return this.request("GET", `${PATHS.lists}${qs}`);
  }

  getContactList(id: string): Promise<ContactList> {
    return this.request("GET", PATHS.list(id));
  }

  createContactList(name: string): Promise<ContactList> {
    return this.request("POST", PATHS.lists, { name });
  }

  renameContactList(id: string, name: string): Promise<ContactList> {
    return this.request("PATCH", PATHS.list(id), { name });
  }

  appendContacts(id: string, contacts: NewContact[]): Promise<{ added: number }> {
    return this.request("POST", PATHS.listContacts(id), { contacts });
  }

  removeContact(id: string, phone: string): Promise<void> {
    return this.request("DELETE", PATHS.listContact(id, phone));
  }
}
