import 'package:dio/dio.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:tapfield_flutter/services/ringstack/ringstack_exception.dart';

DioException _err(int status, [Object? data]) {
  final req = RequestOptions(path: '/x');
  return DioException(
    requestOptions: req,
    response: Response(requestOptions: req, statusCode: status, data: data),
  );
}

void main() {
  test('502 is transient', () {
    expect(RingstackException.fromDio(_err(502)).kind, RingstackErrorKind.transient);
  });

  test('503 means disabled', () {
    expect(RingstackException.fromDio(_err(503)).kind, RingstackErrorKind.disabled);
  });

  test('404 user not found is a provisioning problem', () {
    final e = RingstackException.fromDio(_err(404, {'error': 'User not found'}));
    expect(e.kind, RingstackErrorKind.userNotProvisioned);
  });

  test('400 collects field errors', () {
    final e = RingstackException.fromDio(_err(400, {
      'error': 'validation failed',
      'details': [
        {'path': 'phone_numbers[0]', 'message': 'not E.164'}
      ]
    }));
    expect(e.fieldErrors['phone_numbers[0]'], 'not E.164');
  });
}
