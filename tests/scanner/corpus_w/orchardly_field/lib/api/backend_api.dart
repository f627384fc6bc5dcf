import 'package:dio/dio.dart';

import 'env.dart';

/// Orchardly backend. Our API gateway requires the app's x-api-key plus the
/// signed-in user's id so the backend can scope data.
class BackendApi {
  BackendApi({required String appKey, required String userId})
      : _dio = Dio(BaseOptions(baseUrl: Env.backendBase, headers: {
          'x-api-key': appKey,
          'X-User-Id': userId,
        }));

  final Dio _dio;

  Future<Map<String, dynamic>> territory() async {
    try {
      final res = await _dio.get<Map<String, dynamic>>('/me/territory');
      return res.data ?? {};
    } on DioException catch (e) {
      if (e.response?.statusCode == 404) {
        return {};
      }
      if (e.response?.statusCode == 502) {
        throw StateError('backend gateway error, retry later');
      }
      rethrow;
    }
  }
}
