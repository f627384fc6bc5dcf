#include <QApplication>
#include <QMessageBox>
#include <QProcessEnvironment>
#include "api/RinglaneApi.h"

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const auto env = QProcessEnvironment::systemEnvironment();
    ringlane::RinglaneApi api(env.value("RINGLANE_API_KEY"), env.value("SALES_REP_EMAIL"));

    QObject::connect(&api, &ringlane::RinglaneApi::apiDisabled, [] {
        QMessageBox::warning(nullptr, "Dialer", "The dialer integration is currently switched off.");
    });
    api.fetchContactLists([](QJsonArray lists) { qInfo() << "lists:" << lists.size(); },
                          [](ringlane::ApiError e) { qWarning() << e.httpStatus << e.error; });
    return app.exec();
}
