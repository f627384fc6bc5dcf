import 'package:flutter_test/flutter_test.dart';
import 'package:rep_companion/services/dialstream_service.dart';

void main() {
  test('404 user not found maps to friendly message', () async {
    final e = DialstreamException(404, 'Your email is not set up in Dialstream');
    expect(e.status, 404);
  });
}
