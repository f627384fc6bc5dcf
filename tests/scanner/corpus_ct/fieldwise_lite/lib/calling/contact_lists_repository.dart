import 'package:dio/dio.dart';

import 'ringlane_exception.dart';

class CallList {
  CallList({required this.id, required this.name, required this.size});
  factory CallList.fromJson(Map<String, dynamic> j) =>
      CallList(id: j['id'] as String, name: j['name'] as String, size: (j['contact_count'] as num?)?.toInt() ?? 0);
  final String id;
  final String name;
  final int size;
}

class ContactListsRepository {
  ContactListsRepository(this._dio);
  final Dio _dio;

  Future<T> _guard<T>(Future<T> Function() run) async {
    try {
      return await run();
    } on DioException catch (e) {
      throw RinglaneException.fromDio(e);
    }
  }

  Future<List<CallList>> all({int page = 1}) => _guard(() async {
        final res = await _dio.get<Map<String, dynamic>>('/contact-lists', queryParameters: {'page': page});
        return (res.data!['data'] as List).cast<Map<String, dynamic>>().map(CallList.fromJson).toList();
      });

  Future<CallList> create(String name) => _guard(() async {
        final res = await _dio.post<Map<String, dynamic>>('/contact-lists', data: {'name': name});
        return CallList.fromJson(res.data!);
      });

  Future<void> rename(String id, String name) =>
      _guard(() => _dio.patch<void>('/contact-lists/$id', data: {'name': name}));

  Future<void> remove(String id) => _guard(() => _dio.delete<void>('/contact-lists/$id'));

  Future<void> addPhones(String listId, List<String> phones) =>
      _guard(() => _dio.post<void>('/contact-lists/$listId/contacts', data: {'phones': phones}));

  Future<void> removePhone(String listId, String phone) =>
      _guard(() => _dio.delete<void>('/contact-lists/$listId/contacts/${Uri.encodeComponent(phone)}'));
}
