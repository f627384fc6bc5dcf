#pragma once
#include <QString>
#include <QStringList>
#include <QJsonObject>
#include <QJsonArray>

namespace ringlane {

struct FieldIssue {
    QString path;
    QString message;
};

// Error payload returned by Ringlane: {"error": "...", "details": [{"path","message"}]}
struct ApiError {
    int httpStatus = 0;
    QString error;
    QList<FieldIssue> details;

    static ApiError fromJson(int status, const QJsonObject &o)
    {
        ApiError e;
        e.httpStatus = status;
        e.error = o.value(QStringLiteral("error")).toString();
        const QJsonArray arr = o.value(QStringLiteral("details")).toArray();
        for (const auto &v : arr) {
            const QJsonObject d = v.toObject();
            e.details.append({d.value("path").toString(), d.value("message").toString()});
        }
        return e;
    }

    bool isUserNotFound() const { return httpStatus == 404 && error == QLatin1String("user not found"); }
};

} // namespace ringlane
