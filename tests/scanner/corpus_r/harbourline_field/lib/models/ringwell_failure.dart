class RingwellFailure implements Exception {
  final int statusCode;
  final String error;
  final List<Map<String, dynamic>> details;

  RingwellFailure(this.statusCode, this.error, [this.details = const []]);

  factory RingwellFailure.fromJson(int status, Map<String, dynamic> json) =>
      RingwellFailure(status, json['error'] as String? ?? 'unknown',
          (json['details'] as List?)?.cast<Map<String, dynamic>>() ?? const []);

  bool get isUserMissing => statusCode == 404 && error.toLowerCase() == 'user not found';
  bool get isIdpOutage => statusCode == 502;

  @override
  String toString() => 'RingwellFailure($statusCode, $error)';
}
