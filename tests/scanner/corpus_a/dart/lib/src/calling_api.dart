import 'package:dio/dio.dart';

import 'env.dart';

/// Calling Service access for the Flutter field-sales app.
class CallingApi {
  CallingApi({required this.actingEmail, Dio? dio})
      : _dio = dio ??
            Dio(BaseOptions(
              baseUrl: Env.callingBaseUrl.isNotEmpty
                  ? Env.callingBaseUrl
                  : 'https://public-api.dialer.example.io/api/public/v1',
              connectTimeout: const Duration(seconds: 10),
              receiveTimeout: const Duration(seconds: 15),
              headers: {
                'Authorization': 'Bearer ${Env.callingKey}',
                'Content-Type': 'application/json',
              },
            ));

  final Dio _dio;
  final String actingEmail;

  Options get _asUser => Options(headers: {'x-user-email': actingEmail});

  Future<Map<String, dynamic>> createList(String name, List<String> phones) async {
    try {
      final res = await _dio.post(
        '/contact-lists',
        data: {
          'name': name,
          'contacts': [for (final p in phones) {'phoneNumber': p}],
        },
        options: _asUser,
      );
      return res.data as Map<String, dynamic>;
    } on DioException catch (e) {
      final msg = e.response?.data['error'] as String?;
      throw StateError(msg ?? 'calling request failed');
    }
  }

  /// v2 call detail endpoint works the same for us; no change needed.
  Future<Map<String, dynamic>> call(String callSid) async {
    final res = await _dio.get('/calls/${Uri.encodeComponent(callSid)}');
    return res.data as Map<String, dynamic>;
  }
}
