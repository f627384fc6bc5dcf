import type { Response } from 'express';

/**
 * Our own services answer errors as { error: string, requestId }. Keep this
 * shape stable: the web app and the mobile app both parse it.
 */
export interface ApiErrorBody {
  error: string;
  requestId?: string;
}

export function sendError(res: Response, status: number, error: string): void {
  const body: ApiErrorBody = { error, requestId: res.locals.requestId };
  res.status(status).json(body);
}

export function notFound(res: Response, what = 'resource'): void {
  sendError(res, 404, `${what} not found`);
}

export function serviceUnavailable(res: Response): void {
  sendError(res, 503, 'service temporarily unavailable');
}
