import axios, { AxiosError, AxiosInstance } from "axios";
import {
  DEFAULT_TIMEOUT_MS,
  HEADER_ACTING_USER_EMAIL,
  HEADER_ACTING_USER_ID,
  HEADER_API_KEY,
  RETRYABLE_STATUSES,
  RINGSTACK_BASE_PATH,
  RINGSTACK_HOST,
} from "./constants";
import { RingstackError, RingstackErrorBody } from "./errors";
import { ContactList, ContactListSchema } from "./types";

export interface RingstackClientOptions {
  baseUrl?: string;
  apiKey: string;
  actingUserEmail?: string;
  actingUserId?: string;
  maxRetries?: number;
}

export class RingstackClient {
  private readonly http: AxiosInstance;
  private readonly maxRetries: number;

  constructor(opts: RingstackClientOptions) {
    this.maxRetries = opts.maxRetries ?? 2;
    const headers: Record<string, string> = { [HEADER_API_KEY]: opts.apiKey };
    if (opts.actingUserEmail) headers[HEADER_ACTING_USER_EMAIL] = opts.actingUserEmail;
    else if (opts.actingUserId) headers[HEADER_ACTING_USER_ID] = opts.actingUserId;
    this.http = axios.create({
      baseURL: opts.baseUrl ?? `${RINGSTACK_HOST}${RINGSTACK_BASE_PATH}`,
      timeout: DEFAULT_TIMEOUT_MS,
      headers,
    });
  }

  async listContactLists(): Promise<ContactList[]> {
    const data = await this.request<unknown[]>("get", "/contact-lists");
    return data.map((d) => ContactListSchema.parse(d));
  }

  async getContactList(id: string): Promise<ContactList> {
    return ContactListSchema.parse(await this.request("get", `/contact-lists/${id}`));
  }

  async createContactList(name: string): Promise<ContactList> {
    return ContactListSchema.parse(await this.request("post", "/contact-lists", { name }));
  }

  async renameContactList(id: string, name: string): Promise<ContactList> {
    return ContactListSchema.parse(await this.request("patch", `/contact-lists/${id}`, { name }));
  }

  async deleteContactList(id: string): Promise<void> {
    await this.request("delete", `/contact-lists/${encodeURIComponent(id)}`);
  }

  async appendContacts(id: string, phones: string[]): Promise<void> {
    await this.request("post", `/contact-lists/${id}/contacts`, {
      contacts: phones.map((phone) => ({ phone })),
    });
  }

  async removeContact(id: string, phone: string): Promise<void> {
    await this.request("delete", `/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`);
  }

  private async request<T>(method: string, url: string, data?: unknown, attempt = 0): Promise<T> {
    try {
      const res = await this.http.request<T>({ method, url, data });
      return res.data;
    } catch (e) {
      const err = e as AxiosError<RingstackErrorBody>;
      const status = err.response?.status ?? 0;
      if (RETRYABLE_STATUSES.includes(status) && attempt < this.maxRetries) {
        await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
        return this.request<T>(method, url, data, attempt + 1);
      }
      throw new RingstackError(status, err.response?.data);
    }
  }
}
