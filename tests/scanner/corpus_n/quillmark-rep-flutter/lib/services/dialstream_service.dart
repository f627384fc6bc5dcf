import 'package:dio/dio.dart';
import '../config/env.dart';

class DialstreamException implements Exception {
  DialstreamException(this.status, this.message);
  final int? status;
  final String message;
}

class DialstreamService {
  DialstreamService({required String apiKey, required String repEmail})
      : _dio = Dio(BaseOptions(
          baseUrl: Env.dialstreamBaseUrl,
          headers: {
            'x-api-key': apiKey,
            'x-user-email': repEmail,
          },
        ));

  final Dio _dio;

  Future<List<dynamic>> contactLists() => _wrap(() => _dio.get('/contact-lists'));

  Future<void> addPhone(String listId, String phone) =>
      _wrap(() => _dio.post('/contact-lists/$listId/contacts', data: {'phones': [phone]}));

  Future<T> _wrap<T>(Future<Response> Function() call) async {
    try {
      final r = await call();
      return r.data as T;
    } on DioException catch (e) {
      final code = e.response?.statusCode;
      final data = e.response?.data;
      if (code == 404 && data is Map && data['error'] == 'user not found') {
        throw DialstreamException(404, 'Your email is not set up in Dialstream');
      }
      final msg = data is Map ? data['error'] as String? : null;
      throw DialstreamException(code, msg ?? e.message ?? 'network error');
    }
  }
}
