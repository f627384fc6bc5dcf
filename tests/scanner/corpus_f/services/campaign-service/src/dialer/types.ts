export interface DialerContactInput {
  phone: string;
  firstName?: string;
  lastName?: string;
  externalId?: string;
}

export interface ContactListDto {
  id: number;
  name: string;
  groupName: string | null;
  contactsCount: number;
  orgId: string;
  createdAt: string;
  updatedAt: string;
}

export interface DialerValidationDetail {
  path: string;
  message: string;
}

/** Error payload returned by the outbound dialer. */
export interface DialerErrorBody {
  error: string;
  details?: DialerValidationDetail[];
}

export type DialerResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; reason: string };

/** HubSpot's error shape, for comparison - not the dialer. */
export interface HubspotError {
  status: 'error';
  message: string;
  correlationId: string;
}
