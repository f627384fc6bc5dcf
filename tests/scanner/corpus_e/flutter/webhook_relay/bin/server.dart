// webhook_relay: tiny shelf server on Cloud Run that receives call events from
// VoiceHub and forwards them to Pub/Sub. Still subscribed to the legacy
// outbound webhook; the v2 subscription is created but not verified yet.
import 'dart:convert';
import 'dart:io';

import 'package:crypto/crypto.dart';
import 'package:shelf/shelf.dart';
import 'package:shelf/shelf_io.dart' as io;
import 'package:shelf_router/shelf_router.dart';

final _legacySecret = Platform.environment['VOICEHUB_WEBHOOK_SECRET'] ?? '';

bool _constantTimeEquals(String a, String b) {
  if (a.length != b.length) return false;
  var diff = 0;
  for (var i = 0; i < a.length; i++) {
    diff |= a.codeUnitAt(i) ^ b.codeUnitAt(i);
  }
  return diff == 0;
}

Future<Response> _legacyHook(Request request) async {
  final raw = await request.read().expand((c) => c).toList();
  final provided = request.headers['x-voicehub-signature'] ?? '';
  final mac = Hmac(sha256, utf8.encode(_legacySecret)).convert(raw).toString();
  if (!_constantTimeEquals(mac, provided)) {
    return Response.forbidden('signature mismatch');
  }
  final event = jsonDecode(utf8.decode(raw)) as Map<String, dynamic>;
  await publish('voicehub-legacy-events', event);
  return Response.ok('ok');
}

Future<Response> _stripeHook(Request request) async {
  final raw = await request.readAsString();
  final sig = request.headers['stripe-signature'] ?? '';
  if (!verifyStripe(raw, sig, Platform.environment['STRIPE_WEBHOOK_SECRET']!)) {
    return Response(400);
  }
  await publish('billing-events', jsonDecode(raw) as Map<String, dynamic>);
  return Response.ok('ok');
}

Future<void> main() async {
  final router = Router()
    ..post('/hooks/voicehub', _legacyHook)
    ..post('/hooks/stripe', _stripeHook)
    ..get('/healthz', (Request _) => Response.ok('ok'));

  final port = int.parse(Platform.environment['PORT'] ?? '8080');
  await io.serve(logRequests().addHandler(router.call), InternetAddress.anyIPv4, port);
}
