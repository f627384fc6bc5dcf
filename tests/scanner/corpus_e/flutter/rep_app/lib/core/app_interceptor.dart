// Interceptor for Northwind's own rep-app backend (BFF).
// Adds the signed-in rep's identity so the BFF can audit requests; absolute
// URLs (third-party APIs) are left untouched.
import 'package:dio/dio.dart';

import 'session.dart';

class AppInterceptor extends Interceptor {
  AppInterceptor(this._session);

  final Session _session;

  bool _isRelative(RequestOptions o) => !o.path.startsWith('http');

  @override
  void onRequest(RequestOptions options, RequestInterceptorHandler handler) {
    if (_isRelative(options)) {
      options.headers['X-User-Email'] = _session.email;
      options.headers['X-User-Id'] = _session.userId;
      options.headers['Authorization'] = 'Bearer ${_session.accessToken}';
    }
    handler.next(options);
  }

  @override
  Future<void> onError(DioException err, ErrorInterceptorHandler handler) async {
    final status = err.response?.statusCode;
    final data = err.response?.data;

    // Token endpoint returns RFC 6749 errors: {"error": "invalid_grant"}
    if (status == 400 && data is Map && data['error'] == 'invalid_grant') {
      await _session.signOut();
      return handler.reject(err);
    }

    // BFF is behind Cloud Run; 502/503 during a deploy roll-over
    if (status == 502 || status == 503) {
      await Future<void>.delayed(const Duration(seconds: 2));
      try {
        final retry = await Dio().fetch<dynamic>(err.requestOptions);
        return handler.resolve(retry);
      } on DioException catch (e) {
        return handler.reject(e);
      }
    }
    handler.next(err);
  }
}

/// BFF base options; paths are relative ("/v1/visits", "/v1/me").
BaseOptions bffOptions(String host) => BaseOptions(
      baseUrl: '$host/api',
      connectTimeout: const Duration(seconds: 8),
    );
