import 'package:dio/dio.dart';

import 'session.dart';

/// Adds the signed-in rep's identity to calls against OUR backend only.
///
/// Our BFF (`/api/...`, relative to the app's own origin) reads X-User-Email
/// and X-User-Id to scope results. Absolute URLs (Calling Service v2, Stripe,
/// maps) never get these headers: the Calling Service v2 rejects acting-user
/// headers with 400 acting_user_not_supported.
class SessionInterceptor extends Interceptor {
  SessionInterceptor(this._session);

  final Session _session;

  static const _userEmailHeader = 'X-User-Email';
  static const _userIdHeader = 'X-User-Id';

  bool _isOwnBackend(RequestOptions options) {
    final uri = Uri.parse(options.path);
    return !uri.hasScheme || uri.host == 'bff.fieldsales.acme.example';
  }

  @override
  void onRequest(RequestOptions options, RequestInterceptorHandler handler) {
    if (_isOwnBackend(options) && _session.isSignedIn) {
      options.headers[_userEmailHeader] = _session.email;
      options.headers[_userIdHeader] = _session.userId;
    }
    handler.next(options);
  }

  @override
  void onError(DioException err, ErrorInterceptorHandler handler) {
    // The BFF answers {"error": "session expired"}; bounce to login.
    final data = err.response?.data;
    if (err.response?.statusCode == 401 && data is Map && data['error'] == 'session expired') {
      _session.signOut();
    }
    if (err.response?.statusCode == 503) {
      // BFF maintenance window
      _session.flagMaintenance();
    }
    handler.next(err);
  }
}
