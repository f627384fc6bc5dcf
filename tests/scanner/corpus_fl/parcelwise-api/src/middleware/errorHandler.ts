import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { logger } from '../lib/logger';
import { RinglaneError } from '../integrations/ringlane/errors';

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof ZodError) {
    return res.status(400).json({
      error: 'validation_failed',
      details: err.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }

  if (err instanceof RinglaneError) {
    logger.warn({ kind: err.kind, status: err.status }, 'dialer error');
    const status = err.retryable ? 503 : 502;
    return res.status(status).json({ error: `dialer: ${err.kind}` });
  }

  logger.error({ err, path: req.path }, 'unhandled error');
  res.status(500).json({ error: 'internal_error' });
};
