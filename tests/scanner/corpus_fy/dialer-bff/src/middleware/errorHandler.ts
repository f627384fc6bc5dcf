import type { ErrorRequestHandler } from 'express';
import { RingvaleDisabledError, RingvaleError, RingvaleUnknownUserError } from '../ringvale/errors.js';
import { logger } from '../logger.js';

// Our own error contract towards the web app: { error: string, requestId }.
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const requestId = req.header('x-request-id');
  if (err instanceof RingvaleDisabledError) {
    return res.status(503).json({ error: 'dialer_disabled', requestId });
  }
  if (err instanceof RingvaleUnknownUserError) {
    return res.status(403).json({ error: 'dialer_seat_missing', requestId });
  }
  if (err instanceof RingvaleError) {
    return res.status(err.status >= 500 ? 502 : err.status).json({ error: err.message, requestId });
  }
  logger.error({ err, requestId }, 'unhandled');
  res.status(500).json({ error: 'internal_error', requestId });
};
