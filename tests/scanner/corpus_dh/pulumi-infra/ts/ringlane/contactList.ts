import * as pulumi from "@pulumi/pulumi";
import {
  CONTACT_LISTS,
  DEFAULT_TIMEOUT_MS,
  RINGLANE_KEY_HEADER,
  RINGLANE_USER_HEADER,
  TRANSIENT_STATUSES,
} from "./constants";
import { RinglaneError, RinglaneErrorBody } from "./errors";

interface Connection {
  baseUrl: string;
  apiKey: string;
  actingUser: string;
}

interface ContactListInputs {
  name: string;
  connection: Connection;
}

async function call(conn: Connection, method: string, path: string, body?: unknown): Promise<any> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const res = await fetch(`${conn.baseUrl}${path}`, {
      method,
      headers: {
        [RINGLANE_KEY_HEADER]: conn.apiKey,
        [RINGLANE_USER_HEADER]: conn.actingUser,
        "content-type": "application/json",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
    });
    if (res.ok) return res.status === 204 ? undefined : res.json();
    if (TRANSIENT_STATUSES.has(res.status) && attempt < 3) {
      await new Promise((r) => setTimeout(r, 500 * 2 ** attempt));
      continue;
    }
    if (res.status === 503) {
      throw new RinglaneError(503, { error: "Ringlane public API is disabled for this tenant" });
    }
    const parsed = (await res.json().catch(() => undefined)) as RinglaneErrorBody | undefined;
    throw new RinglaneError(res.status, parsed);
  }
  throw new Error("unreachable");
}

const provider: pulumi.dynamic.ResourceProvider = {
  async create(inputs: ContactListInputs) {
    const created = await call(inputs.connection, "POST", CONTACT_LISTS, { name: inputs.name });
    return { id: String(created.id), outs: { ...inputs, listId: String(created.id) } };
  },
  async read(id: string, props: any) {
    try {
      const list = await call(props.connection, "GET", `/contact-lists/${id}`);
      return { id, props: { ...props, name: list.name } };
    } catch (e) {
      if (e instanceof RinglaneError && e.isMissingList) return { id: "", props: {} };
      throw e;
    }
  },
  async update(id: string, _olds: any, news: ContactListInputs) {
    await call(news.connection, "PATCH", `${CONTACT_LISTS}/${id}`, { name: news.name });
    return { outs: { ...news, listId: id } };
  },
  async delete(id: string, props: any) {
    try {
      await call(props.connection, "DELETE", `${CONTACT_LISTS}/${id}`);
    } catch (e) {
      if (!(e instanceof RinglaneError && e.isMissingList)) throw e;
    }
  },
};

/** Seed a list with the team's test handsets so dialer smoke tests have something to call. */
export async function seedTestNumbers(conn: Connection, listId: string, phones: string[]): Promise<void> {
  await call(conn, "POST", `/contact-lists/${listId}/contacts`, {
    contacts: phones.map((phone) => ({ phone, source: "pulumi-seed" })),
  });
}

export class ContactList extends pulumi.dynamic.Resource {
  public readonly listId!: pulumi.Output<string>;
  constructor(name: string, args: { name: pulumi.Input<string>; connection: any }, opts?: pulumi.CustomResourceOptions) {
    super(provider, `ringlane-list-${name}`, { listId: undefined, ...args }, opts);
  }
}
