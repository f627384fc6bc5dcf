import { api } from "./http";

export interface CallList {
  id: string;
  name: string;
  size: number;
}

export interface ApiError {
  error: string;
}

export async function fetchCallLists(): Promise<CallList[]> {
  const { data } = await api.get<CallList[]>("/campaigns/lists");
  return data;
}

export async function addNumbers(listId: string, phones: string[]): Promise<void> {
  await api.post(`/campaigns/lists/${listId}/numbers`, { phones });
}
