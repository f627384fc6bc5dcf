import 'package:dio/dio.dart';

import '../config/env.dart';
import '../session/session.dart';

/// Our own backend. Returns `{"error": "..."}` on failure.
class FieldwiseApi {
  FieldwiseApi(this._session)
      : _dio = Dio(BaseOptions(baseUrl: Env.fieldwiseApi, headers: {'Accept': 'application/json'})) {
    _dio.interceptors.add(InterceptorsWrapper(onRequest: (o, h) {
      final u = _session.currentUser;
      if (u != null) {
        o.headers['Authorization'] = 'Bearer ${u.accessToken}';
        o.headers['X-User-Id'] = u.id;
      }
      h.next(o);
    }));
  }

  final Session _session;
  final Dio _dio;

  Future<List<dynamic>> accounts() async => (await _dio.get<List<dynamic>>('/v1/accounts')).data ?? [];

  Future<void> logVisit(Map<String, dynamic> visit) => _dio.post('/v1/visits', data: visit);

  static String describe(DioException e) {
    final data = e.response?.data;
    if (e.response?.statusCode == 503) return 'Fieldwise is down for maintenance.';
    if (e.response?.statusCode == 502) return 'Could not reach Fieldwise.';
    if (data is Map && data['error'] is String) return data['error'] as String;
    return 'Something went wrong';
  }
}
