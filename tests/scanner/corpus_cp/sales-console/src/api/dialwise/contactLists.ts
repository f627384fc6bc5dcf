import type { AxiosInstance } from "axios";
import { DialwiseApiError } from "./client";
import type { ContactList } from "./types";

export async function fetchContactLists(client: AxiosInstance): Promise<ContactList[]> {
  const { data } = await client.get<{ data: ContactList[] }>("/contact-lists");
  return data.data;
}

export async function renameContactList(client: AxiosInstance, id: string, name: string) {
  await client.patch(`/contact-lists/${id}`, { name });
}

export async function addPhones(client: AxiosInstance, id: string, phones: string[]) {
  await client.post(`/contact-lists/${encodeURIComponent(id)}/contacts`, { phones });
}

export async function deleteContactList(client: AxiosInstance, id: string): Promise<"deleted" | "missing"> {
  try {
    await client.delete(`/contact-lists/${id}`);
    return "deleted";
  } catch (e) {
    if (e instanceof DialwiseApiError && e.message === "contact list not found") return "missing";
    throw e;
  }
}
