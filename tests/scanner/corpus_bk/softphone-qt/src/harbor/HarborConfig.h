#pragma once

#include <QString>
#include <QSettings>

namespace harbor {

// CallHarbor public API. The version is kept separate because the vendor
// announced a new major version; flip it here once we've migrated.
inline constexpr const char* kHarborHost = "https://api.callharbor.io";
inline constexpr const char* kHarborApiVersion = "v1";
inline constexpr const char* kHarborPathTemplate = "%1/api/public/%2";

inline constexpr const char* kApiKeyHeader = "x-api-key";
inline constexpr const char* kActingUserHeader = "X-User-Email";

inline QString harborBaseUrl(const QSettings& s)
{
    const QString fromIni = s.value(QStringLiteral("CallHarbor/BaseUrl")).toString();
    if (!fromIni.isEmpty())
        return fromIni;
    return QString::fromLatin1(kHarborPathTemplate)
        .arg(QLatin1String(kHarborHost), QLatin1String(kHarborApiVersion));
}

inline int harborTimeoutMs(const QSettings& s)
{
    return s.value(QStringLiteral("CallHarbor/TimeoutMs"), 15000).toInt();
}

} // namespace harbor
