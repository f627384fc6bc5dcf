import { RinglaneApiError, type RinglaneErrorPayload } from "./ringlane-errors.server";

export class Ringlane {
  constructor(
    private readonly apiKey = process.env.RINGLANE_API_KEY!,
    private readonly base = process.env.RINGLANE_BASE_URL ?? "https://api.ringlane.io/api/public/v1",
  ) {}

  async send<T>(method: string, path: string, actingEmail: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        "X-API-Key": this.apiKey,
        "X-User-Email": actingEmail,
        "Content-Type": "application/json",
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) {
      const payload = (await res.json().catch(() => ({}))) as RinglaneErrorPayload;
      throw new RinglaneApiError(res.status, payload);
    }
    return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
  }
}

export const ringlane = new Ringlane();
