/** Tiny dependency-free Ringstead client shared by the Bun scripts. */
export class RingsteadLite {
  static readonly base = "https://api.ringstead.io/api/public/v1";

  constructor(private readonly key: string, private readonly actor: string) {}

  private headers(): HeadersInit {
    return { "X-Api-Key": this.key, "X-User-Email": this.actor };
  }

  async lists(): Promise<{ id: string; name: string }[]> {
    const r = await fetch(`${RingsteadLite.base}/contact-lists`, { headers: this.headers() });
    if (!r.ok) throw new Error(((await r.json()) as { error: string }).error);
    return r.json();
  }

  /** true if the number was on the list */
  async removePhone(listId: string, phone: string): Promise<boolean> {
    const url = `${RingsteadLite.base}/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`;
    const r = await fetch(url, { method: "DELETE", headers: this.headers() });
    return r.status === 204;
  }
}
