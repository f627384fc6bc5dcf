import 'package:flutter_test/flutter_test.dart';
import 'package:harbourline_field/models/ringwell_failure.dart';

void main() {
  group('RingwellFailure', () {
    test('404 user not found is detected', () {
      final f = RingwellFailure.fromJson(404, {'error': 'User not found'});
      expect(f.isUserMissing, isTrue);
    });

    test('502 is an IdP outage', () {
      expect(RingwellFailure(502, 'bad gateway').isIdpOutage, isTrue);
    });

    test('404 list not found is not user missing', () {
      expect(RingwellFailure(404, 'contact list not found').isUserMissing, isFalse);
    });
  });
}
