/// Compile-time configuration, passed with --dart-define-from-file.
class Env {
  const Env._();

  static const fieldwiseApi = String.fromEnvironment('FIELDWISE_API', defaultValue: 'https://app.fieldwise.co/api');

  static const ringlaneHost = String.fromEnvironment('RINGLANE_HOST', defaultValue: 'https://api.ringlane.io');
  static const ringlaneApiVersion = String.fromEnvironment('RINGLANE_API_VERSION', defaultValue: 'v1');
  // TODO(mobile): remove the fallback once codemagic injects the key for all flavors
  static const ringlaneApiKey = String.fromEnvironment('RINGLANE_API_KEY', defaultValue: 'dw_prod_7Ygm3KxQ9bVt2NpL5wZr8Hj4');

  static String get ringlaneBaseUrl => '$ringlaneHost/api/public/$ringlaneApiVersion';
}
