/// Network constants shared across the app.
library api_constants;

import 'package:flutter_dotenv/flutter_dotenv.dart';

// ---- FieldNest backend (our own API) ----
const String kUserIdHeader = 'X-User-Id';
const String kAppVersionHeader = 'X-App-Version';
String get appApiBase => dotenv.env['APP_API_BASE'] ?? 'https://app.fieldnest.com/api';

// ---- Dialstream (dialer + call lists) ----
const String kDialstreamDefaultBase = 'https://api.dialstream.io/api/public/v1';
const String kDialstreamKeyHeader = 'x-api-key';
const String kDialstreamActingUserHeader = 'X-User-Email';

String get dialstreamBase => dotenv.env['DIALSTREAM_API_BASE'] ?? kDialstreamDefaultBase;
String get dialstreamKey => dotenv.env['DIALSTREAM_KEY'] ?? '';

const Duration kConnectTimeout = Duration(seconds: 10);
const Duration kReceiveTimeout = Duration(seconds: 20);
