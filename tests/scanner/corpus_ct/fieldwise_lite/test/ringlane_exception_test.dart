import 'package:dio/dio.dart';
import 'package:fieldwise_lite/calling/ringlane_exception.dart';
import 'package:flutter_test/flutter_test.dart';

DioException _err(int status, Object? body) {
  final req = RequestOptions(path: '/x');
  return DioException(requestOptions: req, response: Response(requestOptions: req, statusCode: status, data: body));
}

void main() {
  test('503 means calling disabled', () {
    expect(RinglaneException.fromDio(_err(503, {'error': 'API disabled on the server'})).failure, RinglaneFailure.disabled);
  });

  test('502 is retryable login provider outage', () {
    expect(RinglaneException.fromDio(_err(502, null)).failure, RinglaneFailure.loginProviderDown);
  });

  test('404 user not found', () {
    expect(RinglaneException.fromDio(_err(404, {'error': 'user not found'})).failure, RinglaneFailure.userNotFound);
  });
}
