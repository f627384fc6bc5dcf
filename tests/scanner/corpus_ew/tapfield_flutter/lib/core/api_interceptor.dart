import 'package:dio/dio.dart';

import '../auth/session.dart';

/// Attaches the Tapfield session to calls to our own backend (api.tapfield.app).
class TapfieldAuthInterceptor extends Interceptor {
  TapfieldAuthInterceptor(this._session);
  final Session _session;

  @override
  void onRequest(RequestOptions options, RequestInterceptorHandler handler) {
    final token = _session.accessToken;
    if (token != null) options.headers['Authorization'] = 'Bearer $token';
    options.headers['X-User-Id'] = _session.userId;
    options.headers['X-User-Email'] = _session.email;
    handler.next(options);
  }

  @override
  void onError(DioException err, ErrorInterceptorHandler handler) {
    final status = err.response?.statusCode;
    if (status == 503) {
      _session.flagMaintenance();
    } else if (status == 401) {
      _session.expire();
    }
    final data = err.response?.data;
    if (data is Map && data['error'] is String) {
      handler.reject(err.copyWith(message: data['error'] as String));
      return;
    }
    handler.next(err);
  }
}
