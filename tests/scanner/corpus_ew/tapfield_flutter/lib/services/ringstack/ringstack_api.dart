import 'package:dio/dio.dart';

import '../../config/env.dart';
import 'models.dart';
import 'ringstack_exception.dart';
import 'ringstack_headers.dart';

typedef UserIdProvider = String? Function();

class RingstackApi {
  RingstackApi({Dio? dio, required UserIdProvider currentIdpUserId})
      : _dio = dio ??
            Dio(BaseOptions(
              baseUrl: Env.ringstackBaseUrl,
              connectTimeout: const Duration(seconds: 8),
              receiveTimeout: const Duration(seconds: 15),
            )) {
    _dio.interceptors.add(InterceptorsWrapper(onRequest: (options, handler) {
      options.headers[kRingstackKeyHeader] = Env.ringstackApiKey;
      final uid = currentIdpUserId();
      if (uid != null) options.headers[kRingstackUserHeader] = uid;
      handler.next(options);
    }));
  }

  final Dio _dio;

  Future<T> _guard<T>(Future<T> Function() call) async {
    try {
      return await call();
    } on DioException catch (e) {
      throw RingstackException.fromDio(e);
    }
  }

  Future<List<ContactList>> contactLists() => _guard(() async {
        final res = await _dio.get<List<dynamic>>('/contact-lists');
        return res.data!.map((j) => ContactList.fromJson(j as Map<String, dynamic>)).toList();
      });

  Future<ContactList> createList(String name) => _guard(() async {
        final res = await _dio.post<Map<String, dynamic>>('/contact-lists', data: {'name': name});
        return ContactList.fromJson(res.data!);
      });

  Future<ContactList> renameList(String id, String name) => _guard(() async {
        final res = await _dio.patch<Map<String, dynamic>>('/contact-lists/$id', data: {'name': name});
        return ContactList.fromJson(res.data!);
      });

  Future<void> deleteList(String id) => _guard(() => _dio.delete<void>('/contact-lists/$id'));

  Future<void> removePhone(String id, String phone) =>
      _guard(() => _dio.delete<void>('/contact-lists/$id/contacts/${Uri.encodeComponent(phone)}'));

  Future<AppendResult> addPhones(String id, List<String> phones) => _guard(() async {
        final res = await _dio.post<Map<String, dynamic>>(
          '/contact-lists/$id/contacts',
          data: {'phone_numbers': phones},
        );
        return AppendResult.fromJson(res.data!);
      });

  Future<Me> me() => _guard(() async {
        final res = await _dio.get<Map<String, dynamic>>('/users/me');
        return Me.fromJson(res.data!);
      });
}
