import axios, { AxiosError, AxiosInstance } from "axios";
import { config } from "../config";
import { DIALWISE_KEY_HEADER, DIALWISE_USER_HEADER } from "./headers";
import { toDialwiseError } from "./errors";
import type { ContactList, NewContact } from "./types";

export class DialwiseClient {
  private http: AxiosInstance;

  constructor(actingUserEmail: string) {
    this.http = axios.create({
      baseURL: config.dialwise.baseUrl,
      timeout: config.dialwise.timeoutMs,
      headers: {
        [DIALWISE_KEY_HEADER]: config.dialwise.apiKey,
        [DIALWISE_USER_HEADER]: actingUserEmail,
      },
    });
    this.http.interceptors.response.use(undefined, (err: AxiosError<any>) =>
      Promise.reject(toDialwiseError(err)),
    );
  }

  async listContactLists(): Promise<ContactList[]> {
    const res = await this.http.get<{ data: ContactList[] }>("/contact-lists");
    return res.data.data;
  }

  async getContactList(id: string): Promise<ContactList> {
    const res = await this.http.get<ContactList>(`/contact-lists/${encodeURIComponent(id)}`);
    return res.data;
  }

  async createContactList(name: string): Promise<ContactList> {
    const res = await this.http.post<ContactList>("/contact-lists", { name });
    return res.data;
  }

  async addContacts(listId: string, contacts: NewContact[]): Promise<void> {
    await this.http.post(`/contact-lists/${listId}/contacts`, { contacts });
  }

  async removeContact(listId: string, phone: string): Promise<void> {
    await this.http.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
  }
}
