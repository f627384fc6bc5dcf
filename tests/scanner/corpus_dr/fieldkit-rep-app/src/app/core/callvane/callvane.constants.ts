import { InjectionToken } from '@angular/core';

export interface CallvaneConfig {
  baseUrl: string;
  apiKey: string;
}

export const CALLVANE_CONFIG = new InjectionToken<CallvaneConfig>('CALLVANE_CONFIG');

/** Header names expected by Callvane's public API. */
export const CALLVANE_KEY_HEADER = 'X-API-KEY';
export const CALLVANE_USER_HEADER = 'X-USER-EMAIL';
