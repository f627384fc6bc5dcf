import axios, { AxiosInstance } from "axios";
import { ringlaneConfig } from "./config";
import { toRinglaneError } from "./errors";
import type { RinglaneContactInput, RinglaneContactList } from "./types";

/**
 * Ringlane public API client. Every request acts as a specific rep, identified by
 * their Google Workspace user id (we store it on users.google_sub).
 */
export class RinglaneClient {
  private http: AxiosInstance;

  constructor(actingGoogleSub: string) {
    this.http = axios.create({
      baseURL: ringlaneConfig.RINGLANE_API_URL,
      timeout: 10_000,
      headers: {
        "x-api-key": ringlaneConfig.RINGLANE_API_KEY,
        "x-user-id": actingGoogleSub,
        "content-type": "application/json",
      },
    });
    this.http.interceptors.response.use(undefined, (err) => Promise.reject(toRinglaneError(err)));
  }

  async lists(): Promise<RinglaneContactList[]> {
    const { data } = await this.http.get<RinglaneContactList[]>("/contact-lists");
    return data;
  }

  async createList(name: string): Promise<RinglaneContactList> {
    const { data } = await this.http.post<RinglaneContactList>("/contact-lists", { name });
    return data;
  }

  async renameList(id: string, name: string) {
    await this.http.patch(`/contact-lists/${id}`, { name });
  }

  async addContacts(listId: string, contacts: RinglaneContactInput[]) {
    await this.http.post(`/contact-lists/${listId}/contacts`, { contacts });
  }

  async removeContact(listId: string, phone: string) {
    await this.http.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
  }
}
