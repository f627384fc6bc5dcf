import axios, { AxiosInstance, AxiosError } from "axios";
import axiosRetry from "axios-retry";
import { config } from "../config";
import {
  CALLRIFT_BASE_URL,
  HEADER_API_KEY,
  HEADER_ACTING_USER,
  PAGE_SIZE,
  REQUEST_TIMEOUT_MS,
  RETRYABLE_STATUSES,
} from "./constants";
import { CallriftErrorBody, toCallriftError } from "./errors";

export interface ContactList {
  id: string;
  name: string;
  ownerId: string;
  contactCount: number;
}

const LISTS_PATH = "/contact-lists";

export class CallriftClient {
  private http: AxiosInstance;

  constructor(actingUserId: string, apiKey = config.CALLRIFT_API_KEY) {
    this.http = axios.create({
      baseURL: CALLRIFT_BASE_URL,
      timeout: REQUEST_TIMEOUT_MS,
      headers: {
        [HEADER_API_KEY]: apiKey,
        [HEADER_ACTING_USER]: actingUserId,
      },
    });
    axiosRetry(this.http, {
      retries: 3,
      retryDelay: axiosRetry.exponentialDelay,
      retryCondition: (e) => RETRYABLE_STATUSES.includes(e.response?.status ?? 0),
    });
    this.http.interceptors.response.use(undefined, (e: AxiosError<CallriftErrorBody>) =>
      Promise.reject(toCallriftError(e)),
    );
  }

  async listContactLists(): Promise<ContactList[]> {
    const out: ContactList[] = [];
    let page = 1;
    for (;;) {
      const { data } = await this.http.get(LISTS_PATH, { params: { page, per_page: PAGE_SIZE } });
      out.push(...data.data);
      if (!data.has_more) return out;
      page += 1;
    }
  }

  async getContactList(id: string): Promise<ContactList> {
    const { data } = await this.http.get(`${LISTS_PATH}/${id}`);
    return data;
  }

  async deleteContactList(id: string): Promise<void> {
    await this.http.delete(`${LISTS_PATH}/${id}`);
  }

  async appendContacts(listId: string, phones: string[]): Promise<number> {
    const { data } = await this.http.post(`/contact-lists/${listId}/contacts`, {
      contacts: phones.map((phone) => ({ phone })),
    });
    return data.added;
  }

  async removeContact(listId: string, phone: string): Promise<void> {
    await this.http.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
  }
}
