// RingLedger public API constants. Keep in sync with the vendor's changelog.

export const RINGLEDGER_API_VERSION = 'v1';

export const ringledgerBasePath = (version: string = RINGLEDGER_API_VERSION) =>
  `/api/public/${version}`;

export const HEADER_API_KEY = 'x-api-key';
export const HEADER_ACTING_USER = 'x-user-email';

export const DEFAULT_PAGE_SIZE = 200;
