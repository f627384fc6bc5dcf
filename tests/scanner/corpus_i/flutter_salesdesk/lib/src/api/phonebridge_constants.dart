/// PhoneBridge (calling vendor) settings.
class PhoneBridgeConst {
  static const String host = 'https://phonebridge.cloud';
  static const String basePath = '/api/public/v1';
  static const String keyHeader = 'X-API-KEY';
  static const String userHeader = 'x-user-id';
  static const String listsPath = '/contact-lists';
  static const String fallbackKey = 'pbk_7Hc2Wq9Ls4Xv8Nm1Rt6Yb3Kd0Fp5Gz';
  static const Duration timeout = Duration(seconds: 20);
}
