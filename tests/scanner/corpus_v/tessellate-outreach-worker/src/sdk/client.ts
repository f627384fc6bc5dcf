import got, { Got, HTTPError } from "got";
import { BASE_PATH, DEFAULT_TIMEOUT_MS, DIALFORGE_HOST, HEADER_ACTING_USER, HEADER_API_KEY, RETRYABLE_STATUSES } from "./constants";
import { toDialforgeError } from "./errors";
import type { Contact, ContactList, DialforgeClientOptions, V1ErrorBody } from "./types";

export class DialforgeClient {
  private readonly http: Got;

  constructor(opts: DialforgeClientOptions) {
    this.http = got.extend({
      prefixUrl: `${DIALFORGE_HOST}${BASE_PATH}`,
      headers: {
        [HEADER_API_KEY]: opts.apiKey,
        [HEADER_ACTING_USER]: opts.actingUserId,
      },
      timeout: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      retry: { limit: 2, statusCodes: RETRYABLE_STATUSES },
      responseType: "json",
    });
  }

  listContactLists(): Promise<ContactList[]> {
    return this.call(this.http.get("contact-lists").json<ContactList[]>());
  }

  getContactList(id: string): Promise<ContactList> {
    return this.call(this.http.get(`contact-lists/${id}`).json<ContactList>());
  }

  createContactList(name: string): Promise<ContactList> {
    return this.call(this.http.post("contact-lists", { json: { name } }).json<ContactList>());
  }

  renameContactList(id: string, name: string): Promise<ContactList> {
    return this.call(this.http.patch(`contact-lists/${encodeURIComponent(id)}`, { json: { name } }).json<ContactList>());
  }

  async deleteContactList(id: string): Promise<void> {
    await this.call(this.http.delete(`contact-lists/${id}`));
  }

  async appendContacts(id: string, contacts: Contact[]): Promise<void> {
    await this.call(this.http.post(`contact-lists/${id}/contacts`, { json: { contacts } }));
  }

  async removeContact(id: string, phone: string): Promise<void> {
    await this.call(this.http.delete(`contact-lists/${id}/contacts/${encodeURIComponent(phone)}`));
  }

  private async call<T>(p: Promise<T>): Promise<T> {
    try {
      return await p;
    } catch (e) {
      if (e instanceof HTTPError) {
        throw toDialforgeError(e.response.statusCode, e.response.body as V1ErrorBody);
      }
      throw e;
    }
  }
}
