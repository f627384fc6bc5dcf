class ContactList {
  ContactList({required this.id, required this.name, this.contactCount = 0});

  factory ContactList.fromJson(Map<String, dynamic> json) => ContactList(
        id: json['id'] as String,
        name: json['name'] as String,
        contactCount: (json['contact_count'] as num?)?.toInt() ?? 0,
      );

  final String id;
  final String name;
  final int contactCount;
}

class AppendResult {
  AppendResult(this.added, this.skipped);
  factory AppendResult.fromJson(Map<String, dynamic> json) =>
      AppendResult(json['added'] as int, json['skipped'] as int);
  final int added;
  final int skipped;
}

class Me {
  Me(this.id, this.email);
  factory Me.fromJson(Map<String, dynamic> json) => Me(json['id'] as String, json['email'] as String);
  final String id;
  final String email;
}
