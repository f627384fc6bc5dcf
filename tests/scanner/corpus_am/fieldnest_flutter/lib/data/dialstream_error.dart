import 'package:json_annotation/json_annotation.dart';

part 'dialstream_error.g.dart';

@JsonSerializable()
class DialstreamFieldError {
  final String path;
  final String message;

  const DialstreamFieldError({required this.path, required this.message});

  factory DialstreamFieldError.fromJson(Map<String, dynamic> json) =>
      _$DialstreamFieldErrorFromJson(json);
}

/// Body returned by Dialstream on non-2xx responses.
@JsonSerializable()
class DialstreamErrorBody {
  final String error;
  final List<DialstreamFieldError> details;

  const DialstreamErrorBody({required this.error, this.details = const []});

  factory DialstreamErrorBody.fromJson(Map<String, dynamic> json) =>
      _$DialstreamErrorBodyFromJson(json);

  String get summary => details.isEmpty
      ? error
      : '$error (${details.map((d) => '${d.path}: ${d.message}').join(', ')})';
}

sealed class DialstreamFailure implements Exception {
  const DialstreamFailure(this.message);
  final String message;
}

class DialstreamUnavailable extends DialstreamFailure {
  const DialstreamUnavailable(super.message);
}

class DialstreamDisabled extends DialstreamFailure {
  const DialstreamDisabled() : super('Dialing is turned off for your company.');
}

class DialstreamNoSeat extends DialstreamFailure {
  const DialstreamNoSeat() : super('You do not have a Dialstream seat yet.');
}

class DialstreamOther extends DialstreamFailure {
  const DialstreamOther(super.message, this.statusCode);
  final int? statusCode;
}
