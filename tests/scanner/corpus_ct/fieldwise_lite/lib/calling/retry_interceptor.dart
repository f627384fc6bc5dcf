import 'dart:math';

import 'package:dio/dio.dart';

/// Retries Ringlane calls that fail because its login provider blipped.
class RinglaneRetryInterceptor extends Interceptor {
  RinglaneRetryInterceptor(this._dio, {this.maxRetries = 2});

  final Dio _dio;
  final int maxRetries;

  static const _retryStatuses = <int>[502, 504];

  @override
  Future<void> onError(DioException err, ErrorInterceptorHandler handler) async {
    final attempt = (err.requestOptions.extra['attempt'] as int?) ?? 0;
    final status = err.response?.statusCode;
    if (attempt < maxRetries && status != null && _retryStatuses.contains(status)) {
      await Future<void>.delayed(Duration(milliseconds: 300 * pow(2, attempt).toInt()));
      final opts = err.requestOptions..extra['attempt'] = attempt + 1;
      try {
        return handler.resolve(await _dio.fetch(opts));
      } on DioException catch (e) {
        return handler.next(e);
      }
    }
    handler.next(err);
  }
}
