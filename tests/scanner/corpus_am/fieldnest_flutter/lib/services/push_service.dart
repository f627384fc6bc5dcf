import 'dart:convert';

import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:http/http.dart' as http;

import '../core/api_constants.dart';

/// Registers the device's FCM token with our backend so the BFF can push
/// "call logged" notifications.
class PushService {
  PushService(this._client, {required this.userId, required this.idToken});

  final http.Client _client;
  final String userId;
  final String idToken;

  Future<void> register() async {
    final messaging = FirebaseMessaging.instance;
    await messaging.requestPermission(alert: true, badge: true, sound: true);
    final token = await messaging.getToken();
    if (token == null) return;

    final res = await _client.post(
      Uri.parse('$appApiBase/v1/devices'),
      headers: {
        'Authorization': 'Bearer $idToken',
        'X-User-Id': userId,
        'Content-Type': 'application/json',
      },
      body: jsonEncode({'fcm_token': token, 'platform': 'flutter'}),
    );
    if (res.statusCode == 503) {
      // backend in maintenance; we retry on next launch
      return;
    }
  }
}
