import 'package:dio/dio.dart';

import '../config/env.dart';

/// Opt-in newsletter signups go to Mailwise (email marketing), not the dialer.
class NewsletterService {
  NewsletterService()
      : _dio = Dio(BaseOptions(
          baseUrl: 'https://api.mailwise.io/v1',
          headers: {'x-api-key': Env.newsletterApiKey},
        ));

  final Dio _dio;
  static const _audienceListId = 'lst_tapfield_customers';

  Future<void> subscribe(String email) async {
    try {
      await _dio.post('/contact-lists/$_audienceListId/contacts', data: {'email': email});
    } on DioException catch (e) {
      if (e.response?.statusCode == 404) {
        await _dio.post('/contact-lists', data: {'id': _audienceListId, 'name': 'Tapfield customers'});
        await _dio.post('/contact-lists/$_audienceListId/contacts', data: {'email': email});
      } else if (e.response?.statusCode == 502) {
        // Mailwise has flaky edges; drop silently, we re-sync weekly.
      } else {
        rethrow;
      }
    }
  }
}
