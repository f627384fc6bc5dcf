import 'package:firebase_analytics/firebase_analytics.dart';
import 'package:flutter_dotenv/flutter_dotenv.dart';
import 'package:mixpanel_flutter/mixpanel_flutter.dart';

class Analytics {
  Analytics._(this._mixpanel);

  final Mixpanel _mixpanel;
  final FirebaseAnalytics _firebase = FirebaseAnalytics.instance;

  static Future<Analytics> init() async {
    final token = dotenv.env['MIXPANEL_TOKEN'] ?? '';
    final mp = await Mixpanel.init(token, trackAutomaticEvents: true);
    return Analytics._(mp);
  }

  Future<void> identify(String userId, {String? email}) async {
    _mixpanel.identify(userId);
    if (email != null) _mixpanel.getPeople().set('\$email', email);
    await _firebase.setUserId(id: userId);
  }

  Future<void> track(String event, [Map<String, Object>? props]) async {
    _mixpanel.track(event, properties: props);
    await _firebase.logEvent(name: event.replaceAll(' ', '_'), parameters: props);
  }

  Future<void> callStarted(String listId) => track('Call Started', {'list_id': listId});
  Future<void> listImported(int count) => track('List Imported', {'contacts': count});
}
