import 'dart:convert';

import 'package:http/http.dart' as http;

import '../models/stop.dart';
import '../session/driver_session.dart';

/// DialSuite endpoints. Keep the version separate so QA can flip it.
/// Switched to v2 in release 4.12 (personal scoped key per driver device).
class CallingConfig {
  static const String host = 'https://api.dialsuite.com';
  static const String apiVersion = 'v2';
  static String get base => '$host/api/public/$apiVersion';

  static const String apiKey = String.fromEnvironment('DIALSUITE_KEY');
  static const int callbackListId = int.fromEnvironment('CALLBACK_LIST_ID', defaultValue: 7310);
}

class CallingException implements Exception {
  CallingException(this.message, {this.disabled = false});
  final String message;
  final bool disabled;
  @override
  String toString() => 'CallingException($message)';
}

class CallingService {
  CallingService(this._session, {http.Client? client}) : _client = client ?? http.Client();

  final DriverSession _session;
  final http.Client _client;

  Map<String, String> _headers({String? idempotencyKey}) => {
        'Content-Type': 'application/json',
        'Authorization': 'Bearer ${CallingConfig.apiKey}',
        'x-user-email': _session.driver.email,
        if (idempotencyKey != null) 'Idempotency-Key': idempotencyKey,
      };

  /// Asks the care desk to phone the consignee of [stop]: adds the consignee's
  /// contact (already synced by the backend) to the callback list.
  Future<void> requestCallback(Stop stop) async {
    final uri = Uri.parse(
        '${CallingConfig.base}/lists/${CallingConfig.callbackListId}/contacts/${stop.consigneeContactId}');
    final resp = await _client.put(
      uri,
      headers: _headers(idempotencyKey: 'callback-${stop.id}'),
    );
    _check(resp);
  }

  void _check(http.Response resp) {
    if (resp.statusCode >= 200 && resp.statusCode < 300) return;
    if (resp.statusCode == 503) {
      // DialSuite switched the public API off; hide the button for this shift.
      throw CallingException('Callbacks are temporarily unavailable', disabled: true);
    }
    throw CallingException('HTTP ${resp.statusCode}: ${resp.reasonPhrase}');
  }

  /// Directions for the next stop come from Google, not DialSuite.
  Future<Map<String, dynamic>> directions(String origin, String destination, String mapsKey) async {
    final uri = Uri.https('maps.googleapis.com', '/maps/api/directions/json', {
      'origin': origin,
      'destination': destination,
      'key': mapsKey,
    });
    final resp = await _client.get(uri);
    final body = jsonDecode(resp.body) as Map<String, dynamic>;
    if (body['status'] != 'OK') {
      throw Exception(body['error_message'] ?? body['status']);
    }
    return body;
  }
}
