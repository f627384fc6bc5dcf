import 'package:flutter_dotenv/flutter_dotenv.dart';

class Env {
  static String get dialstreamBaseUrl => dotenv.env['DIALSTREAM_BASE_URL']!;
  static String get quillmarkApi => dotenv.env['QUILLMARK_API']!;
}
