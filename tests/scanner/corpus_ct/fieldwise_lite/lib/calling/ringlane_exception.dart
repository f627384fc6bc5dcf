import 'package:dio/dio.dart';

enum RinglaneFailure {
  badKey,
  noActingUser,
  userNotFound,
  listNotFound,
  loginProviderDown,
  disabled,
  rateLimited,
  invalid,
  unknown,
}

class FieldProblem {
  FieldProblem(this.field, this.problem);
  final String field;
  final String problem;
}

class RinglaneException implements Exception {
  RinglaneException(this.failure, this.message, {this.problems = const []});

  final RinglaneFailure failure;
  final String message;
  final List<FieldProblem> problems;

  factory RinglaneException.fromDio(DioException e) {
    final status = e.response?.statusCode ?? 0;
    final data = e.response?.data;
    final message = (data is Map ? data['error'] as String? : null) ?? e.message ?? 'Request failed';
    final rawDetails = data is Map ? (data['details'] as List?) ?? const [] : const [];
    final problems = rawDetails
        .whereType<Map>()
        .map((d) => FieldProblem('${d['path'] ?? ''}', '${d['message'] ?? ''}'))
        .toList();

    if (status == 401) return RinglaneException(RinglaneFailure.badKey, message);
    if (status == 400 && problems.isEmpty) return RinglaneException(RinglaneFailure.noActingUser, message);
    if (status == 400) return RinglaneException(RinglaneFailure.invalid, message, problems: problems);
    if (status == 404 && message == 'user not found') {
      return RinglaneException(RinglaneFailure.userNotFound, message);
    }
    if (status == 404 && message == 'contact list not found') {
      return RinglaneException(RinglaneFailure.listNotFound, message);
    }
    if (status == 429) return RinglaneException(RinglaneFailure.rateLimited, message);
    if (status == 502) return RinglaneException(RinglaneFailure.loginProviderDown, message);
    // 503 = calling API switched off for the whole org on Ringlane's side
    if (status == 503) return RinglaneException(RinglaneFailure.disabled, message);
    return RinglaneException(RinglaneFailure.unknown, message);
  }

  @override
  String toString() => 'RinglaneException($failure, $message)';
}
