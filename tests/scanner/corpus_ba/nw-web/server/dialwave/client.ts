import axios, { AxiosError, AxiosInstance } from "axios";
import { DIALWAVE_BASE_URL, dialwaveConfig } from "./config";
import { DialwaveApiError, DialwaveErrorBody } from "./errors";

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

export class DialwaveClient {
  private readonly http: AxiosInstance;

  constructor(actingUserEmail: string) {
    this.http = axios.create({
      baseURL: DIALWAVE_BASE_URL,
      timeout: dialwaveConfig.timeoutMs,
      headers: {
        "x-api-key": dialwaveConfig.apiKey,
        "x-user-email": actingUserEmail,
      },
    });
    this.http.interceptors.response.use(undefined, (err: AxiosError<DialwaveErrorBody>) => {
      throw new DialwaveApiError(err.response?.status ?? 0, err.response?.data);
    });
  }

  async listContactLists(): Promise<ContactList[]> {
    const { data } = await this.http.get<{ data: ContactList[] }>("/contact-lists");
    return data.data;
  }

  async getContactList(id: string): Promise<ContactList> {
    const { data } = await this.http.get<ContactList>(`/contact-lists/${encodeURIComponent(id)}`);
    return data;
  }

  async appendContacts(id: string, phones: string[]): Promise<void> {
    await this.http.post(`/contact-lists/${id}/contacts`, {
      contacts: phones.map((phone) => ({ phone })),
    });
  }

  async deleteContactList(id: string): Promise<void> {
    await this.http.delete(`/contact-lists/${id}`);
  }
}
