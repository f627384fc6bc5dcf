import 'package:dio/dio.dart';

import 'phonebridge_constants.dart';
import 'models/pb_models.dart';

class PhoneBridgeClient {
  PhoneBridgeClient(this._key, this._userId)
      : _dio = Dio(BaseOptions(
          baseUrl: PhoneBridgeConst.host + PhoneBridgeConst.basePath,
          connectTimeout: PhoneBridgeConst.timeout,
        )) {
    _dio.interceptors.add(InterceptorsWrapper(
      onRequest: (options, handler) {
        options.headers[PhoneBridgeConst.keyHeader] = _key;
        options.headers[PhoneBridgeConst.userHeader] = _userId;
        handler.next(options);
      },
      onError: (e, handler) {
        final code = e.response?.statusCode;
        if (code == 502) {
          // identity provider hiccup, retry once
          handler.resolve(_retry(e.requestOptions));
          return;
        }
        handler.next(e);
      },
    ));
  }

  final Dio _dio;
  final String _key;
  final String _userId;

  Future<Response<dynamic>> _retry(RequestOptions o) => _dio.fetch(o);

  Future<List<dynamic>> fetchLists() async {
    try {
      final res = await _dio.get(PhoneBridgeConst.listsPath);
      return res.data as List<dynamic>;
    } on DioException catch (e) {
      final body = PbError.fromJson(e.response?.data as Map<String, dynamic>);
      if (body.error == 'user not found') {
        throw StateError('Ask an admin to add you to PhoneBridge');
      }
      throw Exception(body.error);
    }
  }
}
