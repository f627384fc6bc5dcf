import 'package:dio/dio.dart';

/// Adds the signed-in user to every call to OUR backend (Env.quillmarkApi).
class BackendInterceptor extends Interceptor {
  BackendInterceptor(this.userId);
  final String Function() userId;

  @override
  void onRequest(RequestOptions options, RequestInterceptorHandler handler) {
    options.headers['X-User-Id'] = userId();
    options.headers['x-api-key'] = const String.fromEnvironment('BACKEND_MOBILE_KEY');
    handler.next(options);
  }

  @override
  void onError(DioException err, ErrorInterceptorHandler handler) {
    if (err.response?.statusCode == 503) {
      // maintenance page from our own API
      return handler.reject(err);
    }
    handler.next(err);
  }
}
