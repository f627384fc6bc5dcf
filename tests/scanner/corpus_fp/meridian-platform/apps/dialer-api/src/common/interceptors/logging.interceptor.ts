import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Observable, tap } from 'rxjs';

@Injectable()
export class LoggingInterceptor implements NestInterceptor {
  private readonly logger = new Logger('HTTP');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest();
    const started = Date.now();
    const user = req.headers['x-user-email'] ?? 'anonymous';
    return next.handle().pipe(
      tap(() => this.logger.log(`${req.method} ${req.url} by ${user} in ${Date.now() - started}ms`)),
    );
  }
}
