import pino from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  redact: ['req.headers["x-api-key"]', 'req.headers.authorization', 'req.headers["x-user-email"]'],
});
