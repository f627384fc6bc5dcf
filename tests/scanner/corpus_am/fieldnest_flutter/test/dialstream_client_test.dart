import 'package:dio/dio.dart';
import 'package:fieldnest_app/data/dialstream_client.dart';
import 'package:fieldnest_app/data/dialstream_error.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:http_mock_adapter/http_mock_adapter.dart';

void main() {
  late Dio dio;
  late DioAdapter adapter;
  late DialstreamClient client;

  setUp(() {
    dio = Dio(BaseOptions(baseUrl: 'https://dialstream.example'));
    adapter = DioAdapter(dio: dio);
    client = DialstreamClient(currentEmail: () => 'rep@fieldnest.com', dio: dio);
  });

  test('503 is surfaced as DialstreamDisabled', () async {
    adapter.onGet(RegExp('.*'), (s) => s.reply(503, null));
    expect(client.fetchLists(), throwsA(isA<DialstreamDisabled>()));
  });

  test('502 is surfaced as DialstreamUnavailable', () async {
    adapter.onGet(RegExp('.*'), (s) => s.reply(502, null));
    expect(client.fetchLists(), throwsA(isA<DialstreamUnavailable>()));
  });

  test('other 404s keep the server message', () async {
    adapter.onGet(RegExp('.*'), (s) => s.reply(404, null));
    expect(client.fetchLists(), throwsA(isA<DialstreamOther>()));
  });
}
