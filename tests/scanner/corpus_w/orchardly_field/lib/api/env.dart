/// Build-time configuration, pass with --dart-define.
class Env {
  static const ringboltApiVersion = 'v1';
  static const ringboltBase = String.fromEnvironment(
    'RINGBOLT_BASE',
    defaultValue: 'https://api.ringbolt.io',
  );
  static String get ringboltApiRoot => '$ringboltBase/api/public/$ringboltApiVersion';

  static const backendBase = String.fromEnvironment(
    'ORCHARDLY_API',
    defaultValue: 'https://api.orchardly.app/v1',
  );
}
