import Constants from "expo-constants";
import { CALLBOX_KEY_HEADER, CALLBOX_ACTOR_HEADER } from "./headers";

const { baseUrl, apiKey } = (Constants.expoConfig?.extra as any).callbox;

export class CallboxUnavailable extends Error {}

export async function callbox<T>(path: string, actor: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      "Content-Type": "application/json",
      [CALLBOX_KEY_HEADER]: apiKey,
      [CALLBOX_ACTOR_HEADER]: actor,
      ...(init.headers ?? {}),
    },
  });
  if (res.ok) return (await res.json()) as T;

  const body = (await res.json().catch(() => ({}))) as CallboxError;
  if (res.status === 503) {
    throw new CallboxUnavailable("Callbox API is switched off for this account");
  }
  if (res.status === 404 && body.error === "user not found") {
    throw new Error("Your email is not registered in Callbox");
  }
  throw new Error(body.error ?? `Callbox HTTP ${res.status}`);
}

export const getLists = (actor: string) => callbox<any[]>("/contact-lists", actor);
export const renameList = (actor: string, id: number, name: string) =>
  callbox(`/contact-lists/${id}`, actor, { method: "PATCH", body: JSON.stringify({ name }) });

export interface CallboxError {
  error: string;
  details?: { path: string; message: string }[];
}

export interface CallboxList {
  id: number;
  name: string;
  groupName: string | null;
  contactsCount: number;
}
