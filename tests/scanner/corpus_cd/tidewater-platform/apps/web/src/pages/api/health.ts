import type { NextApiRequest, NextApiResponse } from "next";

export default async function handler(_req: NextApiRequest, res: NextApiResponse) {
  const upstream = await fetch(`${process.env.INTERNAL_API_URL}/v1/health`, {
    headers: { "x-api-key": process.env.INTERNAL_API_KEY ?? "" },
  }).catch(() => undefined);
  if (!upstream || upstream.status === 502 || upstream.status === 503) {
    return res.status(503).json({ status: "degraded" });
  }
  return res.status(200).json({ status: "ok" });
}
