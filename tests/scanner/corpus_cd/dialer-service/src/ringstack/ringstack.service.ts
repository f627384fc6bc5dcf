import { Injectable, Logger, NotFoundException, ServiceUnavailableException } from "@nestjs/common";
import { ConfigService } from "@nestjs/config";
import got, { HTTPError, Got } from "got";
import { RingstackV1Error } from "./ringstack.errors";

@Injectable()
export class RingstackService {
  private readonly logger = new Logger(RingstackService.name);
  private readonly http: Got;

  constructor(config: ConfigService) {
    this.http = got.extend({
      prefixUrl: config.get<string>("ringstack.url"),
      headers: {
        "X-API-Key": config.get<string>("ringstack.key"),
        "X-User-Id": config.get<string>("ringstack.serviceAccountId"),
      },
      retry: { limit: 3, statusCodes: [408, 429, 502, 504] },
      timeout: { request: 15_000 },
    });
  }

  async syncList(listId: string, phones: string[]) {
    try {
      return await this.http
        .post(`contact-lists/${listId}/contacts`, { json: { contacts: phones.map((phone) => ({ phone })) } })
        .json();
    } catch (err) {
      throw this.translate(err, listId);
    }
  }

  async createList(name: string, ownerEmail: string) {
    return this.http
      .post("contact-lists", {
        json: { name },
        headers: { "x-user-email": ownerEmail },
      })
      .json<{ id: string }>();
  }

  async dropContact(listId: string, contactId: string) {
    await this.http.delete(`contact-lists/${listId}/contacts/by-id/${contactId}`);
  }

  private translate(err: unknown, listId: string): Error {
    if (!(err instanceof HTTPError)) return err as Error;
    const body = JSON.parse(String(err.response.body || "{}")) as RingstackV1Error;
    const msg = body.error ?? "unknown";
    this.logger.warn(`ringstack ${err.response.statusCode} for list ${listId}: ${msg}`);
    switch (err.response.statusCode) {
      case 404:
        if (msg === "contact list not found") return new NotFoundException(`List ${listId} is gone`);
        return new NotFoundException("Acting user is not known to Ringstack");
      case 503:
        return new ServiceUnavailableException("Ringstack API is disabled for our account");
      default:
        return err;
    }
  }
}
