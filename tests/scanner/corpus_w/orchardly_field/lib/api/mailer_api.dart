import 'package:dio/dio.dart';

/// Campaign mailer (Mailjet-style) contact lists used for follow-up emails.
class MailerApi {
  MailerApi(String token)
      : _dio = Dio(BaseOptions(
          baseUrl: 'https://api.mailer.orchardly.app/v1',
          headers: {'Authorization': 'Bearer $token'},
        ));

  final Dio _dio;

  Future<void> subscribe(String listId, String email) =>
      _dio.post('/contact-lists/$listId/subscribers', data: {'email': email});
}
