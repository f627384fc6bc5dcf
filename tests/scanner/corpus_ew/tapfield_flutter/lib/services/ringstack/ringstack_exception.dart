import 'package:dio/dio.dart';

enum RingstackErrorKind { unauthorized, userNotProvisioned, notFound, transient, disabled, validation, unknown }

class RingstackException implements Exception {
  RingstackException(this.kind, this.message, {this.fieldErrors = const {}});

  factory RingstackException.fromDio(DioException e) {
    final status = e.response?.statusCode;
    final data = e.response?.data;
    final message = data is Map ? (data['error'] as String? ?? '') : '';
    final fields = <String, String>{};
    if (data is Map && data['details'] is List) {
      for (final d in (data['details'] as List).cast<Map>()) {
        fields[d['path'] as String] = d['message'] as String;
      }
    }

    switch (status) {
      case 400:
        return RingstackException(RingstackErrorKind.validation, message, fieldErrors: fields);
      case 401:
        return RingstackException(RingstackErrorKind.unauthorized, message);
      case 404:
        if (message.toLowerCase() == 'user not found') {
          return RingstackException(RingstackErrorKind.userNotProvisioned, message);
        }
        return RingstackException(RingstackErrorKind.notFound, message);
      case 429:
      case 502:
        return RingstackException(RingstackErrorKind.transient, message);
      case 503:
        return RingstackException(RingstackErrorKind.disabled, message);
      default:
        return RingstackException(RingstackErrorKind.unknown, message.isEmpty ? e.message ?? 'Unknown error' : message);
    }
  }

  final RingstackErrorKind kind;
  final String message;
  final Map<String, String> fieldErrors;

  bool get isRetryable => kind == RingstackErrorKind.transient;

  @override
  String toString() => 'RingstackException($kind, $message)';
}
