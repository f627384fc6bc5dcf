import 'package:freezed_annotation/freezed_annotation.dart';

part 'pb_models.freezed.dart';
part 'pb_models.g.dart';

@freezed
class PbError with _$PbError {
  const factory PbError({
    required String error,
    List<PbIssue>? details,
  }) = _PbError;

  factory PbError.fromJson(Map<String, dynamic> json) => _$PbErrorFromJson(json);
}

@freezed
class PbIssue with _$PbIssue {
  const factory PbIssue({required String path, required String message}) = _PbIssue;
  factory PbIssue.fromJson(Map<String, dynamic> json) => _$PbIssueFromJson(json);
}
