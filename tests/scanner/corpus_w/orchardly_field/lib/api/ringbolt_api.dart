import 'package:dio/dio.dart';

import 'env.dart';

class RingboltException implements Exception {
  RingboltException(this.status, this.message, [this.fieldErrors = const {}]);
  final int? status;
  final String message;
  final Map<String, String> fieldErrors;

  bool get isIdpOutage => status == 502;

  @override
  String toString() => 'RingboltException($status, $message)';
}

class RingboltApi {
  RingboltApi({required String apiKey, required String userEmail})
      : _dio = Dio(BaseOptions(
          baseUrl: Env.ringboltApiRoot,
          connectTimeout: const Duration(seconds: 5),
          headers: {
            'x-api-key': apiKey,
            'x-user-email': userEmail,
          },
        )) {
    _dio.interceptors.add(InterceptorsWrapper(onError: (e, handler) {
      handler.reject(e.copyWith(error: _toException(e)));
    }));
  }

  final Dio _dio;

  Future<List<Map<String, dynamic>>> lists() async {
    final res = await _dio.get<List<dynamic>>('/contact-lists');
    return res.data!.cast<Map<String, dynamic>>();
  }

  Future<void> addPhones(String listId, List<String> phones) async {
    await _dio.post('/contact-lists/$listId/contacts', data: {
      'contacts': [for (final p in phones) {'phone': p}],
    });
  }

  static RingboltException _toException(DioException e) {
    final status = e.response?.statusCode;
    final data = e.response?.data;
    if (data is Map && data['error'] is String) {
      final fields = <String, String>{
        for (final d in (data['details'] as List? ?? const []))
          d['path'] as String: d['message'] as String,
      };
      return RingboltException(status, data['error'] as String, fields);
    }
    if (status == 503) {
      return RingboltException(status, 'Ringbolt API is disabled for this workspace');
    }
    return RingboltException(status, e.message ?? 'network error');
  }
}
