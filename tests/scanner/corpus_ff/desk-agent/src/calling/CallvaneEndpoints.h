#pragma once

#include <QString>

// Wire constants for the Callvane public API.
// NOTE: still on the legacy public API; v2 migration is tracked in DESK-1412.
namespace callvane {

inline constexpr char kDefaultHost[] = "https://api.callvane.com";
inline constexpr char kApiBasePath[] = "/api/public/v1";

inline constexpr char kHeaderApiKey[] = "x-api-key";
inline constexpr char kHeaderActingEmail[] = "x-user-email";
inline constexpr char kHeaderActingUserId[] = "x-user-id";

namespace path {

inline QString contactLists() { return QStringLiteral("/contact-lists"); }

inline QString contactList(const QString &listId)
{
    return QStringLiteral("/contact-lists/%1").arg(listId);
}

inline QString listContacts(const QString &listId)
{
    return QStringLiteral("/contact-lists/%1/contacts").arg(listId);
}

inline QString listContactByPhone(const QString &listId, const QString &e164)
{
    return QStringLiteral("/contact-lists/%1/contacts/%2").arg(listId, e164);
}

inline QString calls() { return QStringLiteral("/calls"); }
inline QString currentUser() { return QStringLiteral("/users/me"); }

} // namespace path
} // namespace callvane
