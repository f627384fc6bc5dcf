import 'package:dio/dio.dart';

import '../core/api_constants.dart';
import 'dialstream_error.dart';
import 'models/contact_list.dart';

class DialstreamClient {
  DialstreamClient({required String Function() currentEmail, Dio? dio})
      : _currentEmail = currentEmail,
        _dio = dio ??
            Dio(BaseOptions(
              baseUrl: dialstreamBase,
              connectTimeout: kConnectTimeout,
              receiveTimeout: kReceiveTimeout,
            )) {
    _dio.interceptors.add(InterceptorsWrapper(onRequest: (options, handler) {
      options.headers[kDialstreamKeyHeader] = dialstreamKey;
      options.headers[kDialstreamActingUserHeader] = _currentEmail();
      handler.next(options);
    }));
  }

  final Dio _dio;
  final String Function() _currentEmail;

  Future<List<ContactList>> fetchLists() async {
    final res = await _guard(() => _dio.get<Map<String, dynamic>>('/contact-lists'));
    final items = (res.data!['data'] as List).cast<Map<String, dynamic>>();
    return items.map(ContactList.fromJson).toList();
  }

  Future<ContactList> createList(String name) async {
    final res = await _guard(
        () => _dio.post<Map<String, dynamic>>('/contact-lists', data: {'name': name}));
    return ContactList.fromJson(res.data!);
  }

  Future<void> addPhones(String listId, List<String> phones) async {
    await _guard(() => _dio.post('/contact-lists/$listId/contacts',
        data: {'contacts': phones.map((p) => {'phone': p}).toList()}));
  }

  Future<void> removePhone(String listId, String phone) async {
    await _guard(() => _dio.delete('/contact-lists/$listId/contacts/${Uri.encodeComponent(phone)}'));
  }

  Future<Response<T>> _guard<T>(Future<Response<T>> Function() run) async {
    try {
      return await run();
    } on DioException catch (e) {
      throw _map(e);
    }
  }

  DialstreamFailure _map(DioException e) {
    final status = e.response?.statusCode;
    final raw = e.response?.data;
    final body = raw is Map<String, dynamic> ? DialstreamErrorBody.fromJson(raw) : null;

    switch (status) {
      case 502:
        return const DialstreamUnavailable('Sign-in service is unreachable, try again shortly.');
      case 503:
        return const DialstreamDisabled();
      case 404:
        if (body?.error == 'user not found') return const DialstreamNoSeat();
        return DialstreamOther(body?.summary ?? 'Not found', status);
      default:
        return DialstreamOther(body?.summary ?? e.message ?? 'Unknown error', status);
    }
  }
}
