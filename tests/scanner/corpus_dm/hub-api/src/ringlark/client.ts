import { request } from "undici";
import type { FastifyBaseLogger } from "fastify";
import {
  DEFAULT_TIMEOUT_MS,
  HDR_ACTING_USER,
  HDR_API_KEY,
  HDR_REQUEST_ID,
  PATHS,
  RINGLARK_BASE,
} from "./constants.js";
import { RinglarkError, RinglarkErrorBodySchema, classify } from "./errors.js";

export interface RinglarkClientOptions {
  apiKey: string;
  actingUser: string;
  baseUrl?: string;
  logger?: FastifyBaseLogger;
}

export interface RinglarkContactList {
  id: string;
  name: string;
  contact_count: number;
  created_at: string;
}

export interface RinglarkContactInput {
  phone: string;
  first_name?: string;
  last_name?: string;
  external_id?: string;
}

type Method = "GET" | "POST" | "PATCH" | "DELETE";

const RETRY_ON = [429, 502];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class RinglarkClient {
  private readonly baseUrl: string;

  constructor(private readonly opts: RinglarkClientOptions) {
    this.baseUrl = (opts.baseUrl ?? RINGLARK_BASE).replace(/\/$/, "");
  }

  private async call<T>(method: Method, path: string, body?: unknown, requestId?: string, attempt = 0): Promise<T> {
    const headers: Record<string, string> = {
      accept: "application/json",
      [HDR_API_KEY]: this.opts.apiKey,
      [HDR_ACTING_USER]: this.opts.actingUser,
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (requestId) headers[HDR_REQUEST_ID] = requestId;

    const res = await request(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      headersTimeout: DEFAULT_TIMEOUT_MS,
      bodyTimeout: DEFAULT_TIMEOUT_MS,
    });

    if (res.statusCode === 204) return undefined as T;
    const text = await res.body.text();
    const json = text ? JSON.parse(text) : null;

    if (RETRY_ON.includes(res.statusCode) && attempt < 3) {
      await sleep(250 * 2 ** attempt);
      return this.call<T>(method, path, body, requestId, attempt + 1);
    }
    if (res.statusCode >= 400) {
      const parsed = RinglarkErrorBodySchema.safeParse(json);
      const errBody = parsed.success ? parsed.data : null;
      const kind = classify(res.statusCode, errBody);
      this.opts.logger?.warn({ status: res.statusCode, kind, path }, "ringlark request failed");
      throw new RinglarkError(res.statusCode, kind, errBody);
    }
    return json as T;
  }

  listContactLists(): Promise<{ data: RinglarkContactList[] }> {
    return this.call("GET", PATHS.lists);
  }

  getContactList(id: string): Promise<RinglarkContactList> {
    return this.call("GET", PATHS.list(id));
  }

  createContactList(name: string, requestId?: string): Promise<RinglarkContactList> {
    return this.call("POST", PATHS.lists, { name }, requestId);
  }

  renameContactList(id: string, name: string): Promise<RinglarkContactList> {
    return this.call("PATCH", PATHS.list(id), { name });
  }

  deleteContactList(id: string): Promise<void> {
    return this.call("DELETE", PATHS.list(id));
  }

  appendContacts(id: string, contacts: RinglarkContactInput[]): Promise<{ added: number }> {
    return this.call("POST", PATHS.listContacts(id), { contacts });
  }

  removeContact(id: string, phone: string): Promise<void> {
    return this.call("DELETE", PATHS.listContact(id, phone));
  }
}
