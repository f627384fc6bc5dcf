import 'package:dio/dio.dart';

import '../config/env.dart';
import '../session/session.dart';
import 'retry_interceptor.dart';

Dio buildRinglaneDio(Session session) {
  final dio = Dio(BaseOptions(
    baseUrl: Env.ringlaneBaseUrl,
    connectTimeout: const Duration(seconds: 10),
    receiveTimeout: const Duration(seconds: 20),
    headers: {
      'x-api-key': Env.ringlaneApiKey,
      'Accept': 'application/json',
    },
  ));

  dio.interceptors.add(InterceptorsWrapper(onRequest: (options, handler) {
    final user = session.currentUser;
    if (user != null) {
      options.headers['x-user-email'] = user.email;
    }
    handler.next(options);
  }));
  dio.interceptors.add(RinglaneRetryInterceptor(dio));
  return dio;
}
