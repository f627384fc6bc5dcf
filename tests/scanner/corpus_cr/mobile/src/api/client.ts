import Constants from "expo-constants";
import * as SecureStore from "expo-secure-store";

const API_URL = Constants.expoConfig?.extra?.apiUrl as string;

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

// Talks to our own backend only. Never call Ringwell from the device.
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const token = await SecureStore.getItemAsync("session");
  const userId = await SecureStore.getItemAsync("userId");
  const res = await fetch(`${API_URL}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      "x-user-id": userId ?? "",
      "Content-Type": "application/json",
      ...init.headers,
    },
  });
  if (!res.ok) {
    const body = await res.json().catch(() => ({ error: res.statusText }));
    throw new ApiError(res.status, body.error);
  }
  return res.status === 204 ? (undefined as T) : res.json();
}
