import 'dart:convert';

import 'package:http/http.dart' as http;

/// Harbourline's own field-sales backend (visits, notes).
class BackendApi {
  BackendApi(this.token, this.userEmail);

  static const _base = 'https://field.harbourline.co.uk/api/v1';
  final String token;
  final String userEmail;

  Map<String, String> get _headers => {
        'Authorization': 'Bearer $token',
        'X-User-Email': userEmail,
        'content-type': 'application/json',
      };

  Future<List<dynamic>> visitsToday() async {
    final res = await http.get(Uri.parse('$_base/visits?day=today'), headers: _headers);
    if (res.statusCode == 503) {
      // backend in maintenance mode
      return const [];
    }
    if (res.statusCode != 200) {
      final body = jsonDecode(res.body) as Map<String, dynamic>;
      throw Exception(body['error'] ?? 'visits failed');
    }
    return jsonDecode(res.body) as List<dynamic>;
  }
}
