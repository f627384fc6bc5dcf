#include "AppSettings.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QSettings>
#include <QStandardPaths>

#include <nb/settings/keys.h>

namespace {

QString envOr(const char *name, const QString &fallback)
{
    const QString v = QProcessEnvironment::systemEnvironment().value(QLatin1String(name));
    return v.isEmpty() ? fallback : v;
}

} // namespace

AppSettings::AppSettings()
    : m_ini(QSettings::IniFormat, QSettings::UserScope, QStringLiteral("Northbeam"),
            QStringLiteral("desk-agent"))
{
}

callvane::ClientConfig AppSettings::callvane() const
{
    callvane::ClientConfig c;
    c.baseUrl = envOr("CALLVANE_BASE_URL",
                      m_ini.value(QStringLiteral("callvane/base_url"),
                                  QStringLiteral("https://api.callvane.com/api/public/v1")).toString());
    c.apiKey = envOr("CALLVANE_API_KEY", m_ini.value(QStringLiteral("callvane/api_key")).toString());
    c.actingUserEmail = m_ini.value(QStringLiteral("callvane/acting_user_email")).toString();
    c.actingUserId = m_ini.value(QStringLiteral("callvane/acting_user_id")).toString();
    c.timeoutMs = m_ini.value(QStringLiteral("callvane/request_timeout_ms"), 15000).toInt();
    c.maxRetries = m_ini.value(QStringLiteral("callvane/max_retries"), 3).toInt();
    return c;
}

QUrl AppSettings::backendUrl() const
{
    return QUrl(m_ini.value(QStringLiteral("backend/url"),
                            QStringLiteral("https://desk.northbeam.io/api")).toString());
}

QUrl AppSettings::telemetryEndpoint() const
{
    return QUrl(m_ini.value(QStringLiteral("telemetry/endpoint"),
                            QStringLiteral("https://telemetry.northbeam.io/v1/events")).toString());
}

QString AppSettings::telemetryKey() const
{
    return envOr("NB_TELEMETRY_KEY", m_ini.value(QStringLiteral("telemetry/api_key")).toString());
}
