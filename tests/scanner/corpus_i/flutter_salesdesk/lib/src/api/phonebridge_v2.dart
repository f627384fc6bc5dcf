import 'package:dio/dio.dart';

/// Migrated client (PhoneBridge API v2). Bearer auth, structured errors.
class PhoneBridgeV2 {
  PhoneBridgeV2(String key)
      : _dio = Dio(BaseOptions(
          baseUrl: 'https://phonebridge.cloud/api/public/v2',
          headers: {'Authorization': 'Bearer $key'},
        ));

  final Dio _dio;

  Future<Map<String, dynamic>> me() async => (await _dio.get('/me')).data;

  Future<void> removeMember(int listId, int contactId, String idem) => _dio.delete(
        '/lists/$listId/contacts/$contactId',
        options: Options(headers: {'Idempotency-Key': idem}),
      );

  String describe(DioException e) {
    final err = (e.response?.data as Map?)?['error'] as Map?;
    final code = err?['code'];
    if (e.response?.statusCode == 404 && code == 'not_found') return 'List or contact is gone';
    if (e.response?.statusCode == 503) return 'PhoneBridge is temporarily unavailable';
    return '${err?['message']} (request ${err?['requestId']})';
  }
}
