#pragma once
#include <QString>

namespace dialmate {

// DialMate = our name for the vendor calling service.
inline const QString kBaseUrl    = QStringLiteral("https://dialmate.example-telecom.com/api/public/v1");
inline const QByteArray kKeyHeader  = QByteArrayLiteral("X-Api-Key");
inline const QByteArray kUserHeader = QByteArrayLiteral("X-User-Id");
inline const QByteArray kLegacySigHeader = QByteArrayLiteral("X-DialMate-Signature");

// Status codes we special-case (see DialMateClient.cpp)
constexpr int kUserUnknown = 404;
constexpr int kIdpDown     = 502;

}  // namespace dialmate
