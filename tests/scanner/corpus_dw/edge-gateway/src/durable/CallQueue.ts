import type { Env } from "../types";
import { getCachedListId, putCachedListId } from "../kv/cache";

interface QueuedCallback {
  phone: string;
  name?: string;
  customerId: string;
  attempts: number;
}

const MAX_BACKLOG = 500;

export class CallQueue implements DurableObject {
  constructor(private readonly state: DurableObjectState, private readonly env: Env) {}

  async fetch(req: Request): Promise<Response> {
    const url = new URL(req.url);
    if (url.pathname === "/enqueue" && req.method === "POST") {
      const backlog = (await this.state.storage.get<QueuedCallback[]>("backlog")) ?? [];
      if (backlog.length >= MAX_BACKLOG) return new Response("backlog full", { status: 503 });
      const item = (await req.json()) as Omit<QueuedCallback, "attempts">;
      backlog.push({ ...item, attempts: 0 });
      await this.state.storage.put("backlog", backlog);
      if ((await this.state.storage.getAlarm()) == null) {
        await this.state.storage.setAlarm(Date.now() + 1_000);
      }
      return new Response(null, { status: 202 });
    }
    return new Response("not found", { status: 404 });
  }

  async alarm(): Promise<void> {
    const backlog = (await this.state.storage.get<QueuedCallback[]>("backlog")) ?? [];
    if (backlog.length === 0) return;
    const listId = await this.resolveListId();
    const batch = backlog.splice(0, 50);

    const res = await fetch(`${this.env.DIALCRAFT_BASE_URL}/contact-lists/${listId}/contacts`, {
      method: "POST",
      headers: {
        "x-api-key": this.env.DIALCRAFT_API_KEY,
        "x-user-id": this.env.DIALCRAFT_ACTING_USER_ID,
        "content-type": "application/json",
      },
      body: JSON.stringify({ contacts: batch.map((b) => ({ phone: b.phone, name: b.name })) }),
    });

    if (res.status === 502 || res.status === 429) {
      // transient on Dialcraft's side; put the batch back and try later
      backlog.unshift(...batch.map((b) => ({ ...b, attempts: b.attempts + 1 })));
      await this.state.storage.put("backlog", backlog);
      await this.state.storage.setAlarm(Date.now() + 30_000);
      return;
    }
    if (res.status === 503) {
      // "API disabled on the server": Dialcraft admin switched the public API off
      console.error("dialcraft public API disabled; parking queue for 1h");
      backlog.unshift(...batch);
      await this.state.storage.put("backlog", backlog);
      await this.state.storage.setAlarm(Date.now() + 3_600_000);
      return;
    }
    if (!res.ok) {
      const { error } = (await res.json()) as { error: string };
      console.error(`dialcraft append failed (${res.status}): ${error}`);
    }
    await this.state.storage.put("backlog", backlog);
    if (backlog.length) await this.state.storage.setAlarm(Date.now() + 1_000);
  }

  private async resolveListId(): Promise<string> {
    const cached = await getCachedListId(this.env.LIST_CACHE, this.env.DEFAULT_LIST_NAME);
    if (cached) return cached;
    const res = await fetch(`${this.env.DIALCRAFT_BASE_URL}/contact-lists?name=${encodeURIComponent(this.env.DEFAULT_LIST_NAME)}`, {
      headers: {
        "X-API-Key": this.env.DIALCRAFT_API_KEY,
        "X-User-Id": this.env.DIALCRAFT_ACTING_USER_ID,
      },
    });
    const { data } = (await res.json()) as { data: Array<{ id: string }> };
    if (!data.length) throw new Error(`no Dialcraft list named ${this.env.DEFAULT_LIST_NAME}`);
    await putCachedListId(this.env.LIST_CACHE, this.env.DEFAULT_LIST_NAME, data[0].id);
    return data[0].id;
  }
}
