#include "CallvaneError.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace callvane {

CallvaneError CallvaneError::fromReply(int status, const QByteArray &body)
{
    CallvaneError e;
    e.httpStatus = status;

    QJsonParseError perr{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &perr);
    if (perr.error != QJsonParseError::NoError || !doc.isObject()) {
        e.error = QString::fromUtf8(body.left(200));
        return e;
    }

    const QJsonObject obj = doc.object();
    e.error = obj.value(QStringLiteral("error")).toString();
    const QJsonArray details = obj.value(QStringLiteral("details")).toArray();
    for (const QJsonValue &v : details) {
        const QJsonObject d = v.toObject();
        e.details.append({d.value(QStringLiteral("path")).toString(),
                          d.value(QStringLiteral("message")).toString()});
    }
    return e;
}

bool CallvaneError::isUserNotFound() const
{
    // 404 is also returned for unknown list ids; the message tells them apart.
    return httpStatus == 404
        && error.compare(QLatin1String("user not found"), Qt::CaseInsensitive) == 0;
}

bool CallvaneError::isApiDisabled() const
{
    return httpStatus == 503; // "API disabled on the server"
}

bool CallvaneError::isTransient() const
{
    // 502 = identity provider unreachable, retry with backoff
    return httpStatus == 429 || httpStatus == 502 || httpStatus == 504;
}

} // namespace callvane
