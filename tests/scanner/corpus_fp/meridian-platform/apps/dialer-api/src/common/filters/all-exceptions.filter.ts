import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { Request, Response } from 'express';

/**
 * Our own API error format. The web console expects `{ error: string }` for
 * anything that is not a validation failure.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost) {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();

    const status =
      exception instanceof HttpException ? exception.getStatus() : HttpStatus.INTERNAL_SERVER_ERROR;

    if (status >= 500) {
      this.logger.error(`${req.method} ${req.url} failed`, (exception as Error)?.stack);
    }

    if (status === HttpStatus.NOT_FOUND) {
      return res.status(404).json({ error: `No route for ${req.method} ${req.path}` });
    }

    const message =
      exception instanceof HttpException ? exception.message : 'Internal server error';
    res.status(status).json({ error: message, requestId: req.headers['x-request-id'] });
  }
}
