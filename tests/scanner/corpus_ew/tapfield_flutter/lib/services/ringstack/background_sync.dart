// Runs from the WorkManager isolate, where we avoid pulling in the dio stack.
import 'dart:convert';

import 'package:http/http.dart' as http;

import '../../config/env.dart';

class PendingRemoval {
  PendingRemoval(this.listId, this.phone);
  final String listId;
  final String phone;
}

Future<List<PendingRemoval>> flushRemovals(String idpUserId, List<PendingRemoval> queue) async {
  final failed = <PendingRemoval>[];
  for (final item in queue) {
    final uri = Uri.parse(
        '${Env.ringstackBaseUrl}/contact-lists/${item.listId}/contacts/${Uri.encodeComponent(item.phone)}');
    final res = await http.delete(uri, headers: {
      'x-api-key': Env.ringstackApiKey,
      'x-user-id': idpUserId,
    });
    if (res.statusCode == 204 || res.statusCode == 200) continue;
    if (res.statusCode == 502 || res.statusCode == 429) {
      failed.add(item);
      continue;
    }
    final body = jsonDecode(res.body) as Map<String, dynamic>;
    // ignore: avoid_print
    print('ringstack removal failed: ${body['error']}');
  }
  return failed;
}
