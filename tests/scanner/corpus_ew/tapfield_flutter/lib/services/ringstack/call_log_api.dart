// Call history moved to Ringstack's v2 API in 3.7 (see MOB-1422).
import 'package:dio/dio.dart';

class CallLogApi {
  CallLogApi(String v2Key)
      : _dio = Dio(BaseOptions(
          baseUrl: 'https://api.ringstack.io/api/public/v2',
          headers: {'Authorization': 'Bearer $v2Key'},
        ));

  final Dio _dio;

  Future<List<Map<String, dynamic>>> recentCalls({int limit = 50}) async {
    try {
      final res = await _dio.get<Map<String, dynamic>>('/calls', queryParameters: {'limit': limit});
      return (res.data!['data'] as List).cast<Map<String, dynamic>>();
    } on DioException catch (e) {
      final err = (e.response?.data as Map?)?['error'] as Map?;
      if (err?['code'] == 'rate_limited') return const [];
      rethrow;
    }
  }
}
