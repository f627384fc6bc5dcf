// Types for the Dialwave calling integration used by the patient-outreach service.

export interface DialwaveContact {
  phone: string;
  firstName?: string;
  lastName?: string;
  externalId?: string;
}

export interface DialwaveList {
  id: number;
  name: string;
  groupName: string | null;
  contactsCount: number;
  orgId: string;
  createdAt: string;
  updatedAt: string;
}

/** Error body returned by Dialwave on non-2xx. */
export interface DialwaveErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

/** Error body from our own scheduling backend (different service). */
export interface SchedulerErrorBody {
  readonly error: string;
  traceId: string;
}

/** Already-migrated shape used by the analytics exporter (v2). */
export interface DialwaveV2Error {
  error: {
    code: string;
    message: string;
    requestId: string;
    details?: Array<{ path: string; message: string }>;
  };
}

export const DIALWAVE_HEADERS = {
  apiKey: 'X-Api-Key',
  actingUser: 'X-User-Id',
} as const;

export const SCHEDULER_HEADERS = {
  apiKey: 'x-api-key',
  tenant: 'x-tenant-id',
} as const;
