// Calling service client for the rep app (Flutter, dio 5).
// The calling service is branded "VoiceHub" inside Northwind.
import 'package:dio/dio.dart';

import '../core/env.dart';

const String kVoiceHubVersion = 'v1';

class VoiceHubException implements Exception {
  VoiceHubException(this.statusCode, this.message);
  final int? statusCode;
  final String message;

  @override
  String toString() => 'VoiceHubException($statusCode): $message';
}

class VoiceHubErrorBody {
  VoiceHubErrorBody({required this.error});

  factory VoiceHubErrorBody.fromJson(Map<String, dynamic> json) =>
      VoiceHubErrorBody(error: json['error'] as String);

  final String error;
}

class CallingApi {
  CallingApi({required this.userId, Dio? dio})
      : _dio = dio ??
            Dio(BaseOptions(
              baseUrl: '${Env.voiceHubHost}/api/public/$kVoiceHubVersion',
              connectTimeout: const Duration(seconds: 10),
              headers: {
                'x-api-key': Env.voiceHubKey,
                'x-user-id': userId,
              },
            ));

  final String userId;
  final Dio _dio;

  Future<Map<String, dynamic>> createList(String name, List<String> phones) async {
    try {
      final res = await _dio.post<Map<String, dynamic>>('/contact-lists', data: {
        'name': name,
        'contacts': phones.map((p) => {'phone': p}).toList(),
      });
      return res.data!;
    } on DioException catch (e) {
      throw _mapError(e);
    }
  }

  Future<void> removeByPhone(int listId, String phone) async {
    try {
      await _dio.delete<void>('/contact-lists/$listId/contacts', queryParameters: {'phone': phone});
    } on DioException catch (e) {
      throw _mapError(e);
    }
  }

  VoiceHubException _mapError(DioException e) {
    final status = e.response?.statusCode;
    switch (status) {
      case 502:
        return VoiceHubException(status, 'Sign-in service unreachable, try again shortly');
      case 503:
        return VoiceHubException(status, 'VoiceHub API is disabled for this workspace');
    }
    final data = e.response?.data;
    if (data is Map<String, dynamic>) {
      return VoiceHubException(status, VoiceHubErrorBody.fromJson(data).error);
    }
    return VoiceHubException(status, e.message ?? 'network error');
  }
}
