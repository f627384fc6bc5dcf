import { HttpService } from '@nestjs/axios';
import {
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';

import { AppConfig } from '../config/configuration';

// ---- shapes returned by VoxLine (calling service) ----------------------------------
interface VoxlineContactList {
  id: number;
  name: string;
  groupName: string | null;
  contactsCount: number;
  orgId: string;
  createdAt: string;
  updatedAt: string;
}

interface VoxlineContactInput {
  phoneNumber: string;
  firstName?: string;
  lastName?: string;
}

/** Error body as documented for the first public API. */
interface VoxlineErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

/** Error body of the current API; only used by the /me health probe so far. */
interface VoxlineProblem {
  error: {
    code: string;
    message: string;
    requestId: string;
    details?: Array<{ path: string; message: string }>;
  };
}

/** HubSpot OAuth refresh failure (shared with the CRM module). */
export interface HubspotOAuthError {
  error: 'invalid_grant' | 'invalid_client' | string;
  error_description?: string;
}

type SyncOutcome =
  | { kind: 'created'; listId: number }
  | { kind: 'skipped'; reason: string }
  | { kind: 'failed'; reason: string };

@Injectable()
export class VoxlineService {
  private readonly logger = new Logger(VoxlineService.name);
  private readonly cfg: AppConfig['voxline'];

  constructor(
    private readonly http: HttpService,
    config: ConfigService<AppConfig, true>,
  ) {
    this.cfg = config.get('voxline', { infer: true });
  }

  private headers(ownerEmail: string): Record<string, string> {
    return {
      [this.cfg.keyHeader]: this.cfg.apiKey,
      'X-User-Email': ownerEmail,
      'Content-Type': 'application/json',
    };
  }

  async createList(
    ownerEmail: string,
    name: string,
    contacts: VoxlineContactInput[],
  ): Promise<SyncOutcome> {
    try {
      const { data } = await firstValueFrom(
        this.http.post<VoxlineContactList>(
          `${this.cfg.baseUrl}/contact-lists`,
          { name, contacts },
          { headers: this.headers(ownerEmail), timeout: this.cfg.timeoutMs },
        ),
      );
      return { kind: 'created', listId: data.id };
    } catch (e) {
      const err = e as AxiosError<VoxlineErrorBody>;
      const status = err.response?.status;
      const message = err.response?.data?.error ?? err.message;
      if (status === 503) {
        throw new ServiceUnavailableException('VoxLine public API is switched off');
      }
      this.logger.error(`createList failed: ${message}`);
      return { kind: 'failed', reason: message };
    }
  }

  /** Health probe against the new API (bearer auth, structured errors). */
  async probe(): Promise<boolean> {
    const v2 = this.cfg.baseUrl.replace(/\/api\/public\/v\d+$/, '/api/public/v2');
    try {
      await firstValueFrom(
        this.http.get(`${v2}/me`, { headers: { Authorization: `Bearer ${this.cfg.apiKey}` } }),
      );
      return true;
    } catch (e) {
      const body = (e as AxiosError<VoxlineProblem>).response?.data;
      this.logger.warn(`probe failed: ${body?.error.code} (${body?.error.requestId})`);
      return false;
    }
  }
}
