import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/ringwell_failure.dart';

class RingwellApi {
  RingwellApi({http.Client? client, required this.repUserId}) : _http = client ?? http.Client();

  final http.Client _http;
  final String repUserId;

  Map<String, String> get _headers => {
        RingwellConfig.keyHeader: RingwellConfig.apiKey,
        RingwellConfig.userHeader: repUserId,
        'content-type': 'application/json',
      };

  Uri _u(String path) => Uri.parse('${RingwellConfig.baseUrl}$path');

  Future<List<dynamic>> myLists() async {
    final res = await _http.get(_u('/contact-lists'), headers: _headers);
    return _decode(res) as List<dynamic>;
  }

  Future<void> addLead(String listId, String phone) async {
    final res = await _http.post(
      _u('/contact-lists/$listId/contacts'),
      headers: _headers,
      body: jsonEncode({'phones': [phone]}),
    );
    _decode(res);
  }

  dynamic _decode(http.Response res) {
    if (res.statusCode >= 200 && res.statusCode < 300) {
      return res.body.isEmpty ? null : jsonDecode(res.body);
    }
    Map<String, dynamic> json;
    try {
      json = jsonDecode(res.body) as Map<String, dynamic>;
    } catch (_) {
      json = {};
    }
    throw RingwellFailure.fromJson(res.statusCode, json);
  }
}

/// Compile-time configuration, pass with --dart-define.
class RingwellConfig {
  static const String baseUrl = String.fromEnvironment(
    'RINGWELL_BASE_URL',
    defaultValue: 'https://api.ringwell.io/api/public/v1',
  );
  static const String apiKey = String.fromEnvironment('RINGWELL_API_KEY');

  static const String keyHeader = 'x-api-key';
  static const String userHeader = 'x-user-id';
}
