import axios, { AxiosInstance, AxiosError } from 'axios';
import axiosRetry from 'axios-retry';
import {
  RINGLANE_DEFAULT_BASE_URL,
  RINGLANE_HEADERS,
  ROUTES,
  RINGLANE_RETRYABLE_STATUSES,
  DEFAULT_TIMEOUT_MS,
} from './constants';
import { RinglaneApiError, RinglaneErrorBody } from './errors';

export interface RinglaneClientOptions {
  apiKey: string;
  actingUserEmail: string;
  baseUrl?: string;
}

export interface ContactList {
  id: string;
  name: string;
  size: number;
}

export class RinglaneClient {
  private readonly http: AxiosInstance;

  constructor(opts: RinglaneClientOptions) {
    this.http = axios.create({
      baseURL: opts.baseUrl ?? process.env.RINGLANE_BASE_URL ?? RINGLANE_DEFAULT_BASE_URL,
      timeout: DEFAULT_TIMEOUT_MS,
      headers: {
        [RINGLANE_HEADERS.apiKey]: opts.apiKey,
        [RINGLANE_HEADERS.actingUser]: opts.actingUserEmail,
      },
    });
    axiosRetry(this.http, {
      retries: 3,
      retryDelay: axiosRetry.exponentialDelay,
      retryCondition: (err) =>
        RINGLANE_RETRYABLE_STATUSES.includes(err.response?.status ?? 0),
    });
  }

  async listContactLists(): Promise<ContactList[]> {
    const { data } = await this.wrap(() => this.http.get(ROUTES.contactLists));
    return data.items;
  }

  async createContactList(name: string): Promise<ContactList> {
    const { data } = await this.wrap(() => this.http.post(ROUTES.contactLists, { name }));
    return data;
  }

  async appendContacts(listId: string, phones: string[]): Promise<void> {
    await this.wrap(() =>
      this.http.post(ROUTES.contactListContacts(listId), {
        contacts: phones.map((phone) => ({ phone })),
      }),
    );
  }

  async removeContact(listId: string, phone: string): Promise<void> {
    await this.wrap(() => this.http.delete(ROUTES.contactListContact(listId, phone)));
  }

  async deleteContactList(listId: string): Promise<void> {
    await this.wrap(() => this.http.delete(ROUTES.contactList(listId)));
  }

  private async wrap<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      const err = e as AxiosError<RinglaneErrorBody>;
      if (!err.response) throw e;
      const { status, data } = err.response;
      switch (status) {
        case 502:
          // identity provider unreachable on their side – surfaced after retries
          throw new RinglaneApiError(status, data);
        case 503:
          console.warn('[ringlane] public API disabled on the server');
          throw new RinglaneApiError(status, data);
        default:
          throw new RinglaneApiError(status, data);
      }
    }
  }
}
