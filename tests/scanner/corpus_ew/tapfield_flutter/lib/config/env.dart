/// Compile-time configuration, supplied with --dart-define / --dart-define-from-file.
class Env {
  const Env._();

  static const ringstackBaseUrl = String.fromEnvironment(
    'RINGSTACK_BASE_URL',
    defaultValue: 'https://api.ringstack.io/api/public/v1',
  );
  static const ringstackApiKey = String.fromEnvironment('RINGSTACK_API_KEY');

  static const backendBaseUrl = String.fromEnvironment(
    'BACKEND_URL',
    defaultValue: 'https://api.tapfield.app/v1',
  );
  static const newsletterApiKey = String.fromEnvironment('MAILWISE_API_KEY');
}
