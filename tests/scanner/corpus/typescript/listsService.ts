import { request } from "undici";

const API_VERSION = "v1";
const BASE = `${process.env.CALLING_API_URL}/api/public/${API_VERSION}`;

interface CallingErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}

export interface ContactList {
  id: number;
  name: string;
  groupName: string | null;
}

export async function regroup(listId: number, groupName: string | null, actingUser: string): Promise<ContactList> {
  const res = await request(`${BASE}/contact-lists/${listId}`, {
    method: "PATCH",
    headers: {
      authorization: `Bearer ${process.env.CALLING_KEY}`,
      "x-user-email": actingUser,
      "content-type": "application/json",
    },
    body: JSON.stringify({ groupName }),
  });
  if (res.statusCode >= 400) {
    const body = (await res.body.json()) as CallingErrorBody;
    throw new Error(body.error);
  }
  return (await res.body.json()) as ContactList;
}
