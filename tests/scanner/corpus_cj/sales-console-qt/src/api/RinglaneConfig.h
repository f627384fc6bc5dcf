#pragma once
#include <QString>
#include <QByteArray>

namespace ringlane {

inline const QString kApiHost = QStringLiteral("https://api.ringlane.io");
inline const QString kApiVersion = QStringLiteral("v1");
inline QString apiRoot() { return kApiHost + QStringLiteral("/api/public/") + kApiVersion; }

inline const QByteArray kKeyHeader = QByteArrayLiteral("X-API-KEY");
inline const QByteArray kActingUserHeader = QByteArrayLiteral("X-USER-EMAIL");

} // namespace ringlane
