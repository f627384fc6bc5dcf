import * as pulumi from "@pulumi/pulumi";
import { RINGPILOT_BASE, API_KEY_HEADER, ACTING_USER_HEADER, RETRYABLE_STATUSES } from "./constants";
import { RingPilotError, RingPilotErrorBody } from "./errors";

interface ListInputs {
  name: string;
  apiKey: string;
  actingUser: string;
}

async function call(method: string, path: string, inputs: ListInputs, body?: unknown): Promise<any> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const res = await fetch(`${RINGPILOT_BASE}${path}`, {
      method,
      headers: {
        [API_KEY_HEADER]: inputs.apiKey,
        [ACTING_USER_HEADER]: inputs.actingUser,
        "Content-Type": "application/json",
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.ok) return res.status === 204 ? undefined : res.json();
    if (RETRYABLE_STATUSES.includes(res.status)) {
      await new Promise((r) => setTimeout(r, 500 * 2 ** attempt));
      continue;
    }
    throw new RingPilotError(res.status, (await res.json()) as RingPilotErrorBody);
  }
  throw new Error(`RingPilot ${method} ${path} kept failing`);
}

const provider: pulumi.dynamic.ResourceProvider = {
  async create(inputs: ListInputs) {
    const list = await call("POST", "/contact-lists", inputs, { name: inputs.name });
    return { id: String(list.id), outs: { ...inputs, listId: list.id } };
  },
  async update(id: string, _olds: ListInputs, news: ListInputs) {
    await call("PATCH", `/contact-lists/${id}`, news, { name: news.name });
    return { outs: { ...news, listId: id } };
  },
  async delete(id: string, props: ListInputs) {
    try {
      await call("DELETE", `/contact-lists/${id}`, props);
    } catch (e) {
      if (e instanceof RingPilotError && e.status === 404 && e.body.error === "contact list not found") return;
      throw e;
    }
  },
};

export class ContactList extends pulumi.dynamic.Resource {
  public readonly listId!: pulumi.Output<string>;
  constructor(name: string, args: { name: pulumi.Input<string>; apiKey: pulumi.Input<string>; actingUser: pulumi.Input<string> }, opts?: pulumi.CustomResourceOptions) {
    super(provider, name, { listId: undefined, ...args }, opts);
  }
}
