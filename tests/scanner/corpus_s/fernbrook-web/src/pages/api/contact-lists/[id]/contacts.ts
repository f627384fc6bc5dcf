import type { NextApiRequest, NextApiResponse } from "next";
import { isAxiosError } from "axios";
import { ringlane } from "@/lib/ringlane/http";

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const id = String(req.query.id);
  const actingUser = String(req.headers["x-user-email"] ?? "");

  if (req.method === "POST") {
    const phones: string[] = req.body?.phones ?? [];
    try {
      const { data } = await ringlane.post(
        `/contact-lists/${encodeURIComponent(id)}/contacts`,
        { contacts: phones.map((phone) => ({ phone })) },
        { actingUser } as any,
      );
      return res.status(200).json(data);
    } catch (err) {
      if (isAxiosError(err) && err.response?.status === 404) {
        const msg: string = err.response.data?.error ?? "";
        return res.status(404).json({ error: msg || "list not found" });
      }
      throw err;
    }
  }

  if (req.method === "DELETE") {
    const phone = String(req.query.phone);
    await ringlane.delete(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`, { actingUser } as any);
    return res.status(204).end();
  }

  return res.status(405).end();
}
