import 'dart:convert';

import 'package:http/http.dart' as http;

import '../core/api_constants.dart';

class AppApiException implements Exception {
  AppApiException(this.statusCode, this.message);
  final int statusCode;
  final String message;
  @override
  String toString() => 'AppApiException($statusCode): $message';
}

/// Talks to our own FieldNest backend (accounts, visits, notes).
class AppApiClient {
  AppApiClient(this._client, {required this.userId, required this.idToken});

  final http.Client _client;
  final String userId;
  final String idToken;

  Map<String, String> get _headers => {
        'Authorization': 'Bearer $idToken',
        kUserIdHeader: userId,
        kAppVersionHeader: '3.4.2',
        'Content-Type': 'application/json',
      };

  Future<List<dynamic>> visitsForToday() async {
    final res = await _client.get(Uri.parse('$appApiBase/v1/visits?day=today'), headers: _headers);
    return _decode(res) as List<dynamic>;
  }

  Future<Map<String, dynamic>?> account(String id) async {
    final res = await _client.get(Uri.parse('$appApiBase/v1/accounts/$id'), headers: _headers);
    if (res.statusCode == 404) return null; // account was merged or deleted
    return _decode(res) as Map<String, dynamic>;
  }

  Future<void> saveNote(String visitId, String text) async {
    final res = await _client.post(
      Uri.parse('$appApiBase/v1/visits/$visitId/notes'),
      headers: _headers,
      body: jsonEncode({'text': text}),
    );
    _decode(res);
  }

  dynamic _decode(http.Response res) {
    final json = res.body.isEmpty ? null : jsonDecode(res.body);
    if (res.statusCode >= 400) {
      // our backend answers {"error": "..."} on failures
      final msg = json is Map && json['error'] is String ? json['error'] as String : res.reasonPhrase;
      throw AppApiException(res.statusCode, msg ?? 'error');
    }
    return json;
  }
}
