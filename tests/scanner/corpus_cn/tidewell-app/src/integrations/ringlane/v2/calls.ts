import ky from "ky";

const v2 = ky.create({
  prefixUrl: process.env.RINGLANE_V2_URL ?? "https://api.ringlane.com/api/public/v2",
  headers: { Authorization: `Bearer ${process.env.RINGLANE_V2_KEY}` },
  retry: { limit: 2, statusCodes: [429, 503] },
});

export interface V2Error {
  error: { code: string; message: string; request_id: string };
}

export async function startCall(memberId: string, to: string) {
  try {
    return await v2.post("calls", { json: { member_id: memberId, to } }).json<{ id: string }>();
  } catch (e: any) {
    const body: V2Error | undefined = await e.response?.json().catch(() => undefined);
    if (body?.error.code === "member_not_found") {
      throw new Error(`member ${memberId} is not provisioned in Ringlane`);
    }
    throw e;
  }
}
