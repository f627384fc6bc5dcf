#include <QApplication>
#include <QCommandLineParser>

#include "calling/CallvaneClient.h"
#include "net/BackendSession.h"
#include "net/TelemetryUploader.h"
#include "settings/AppSettings.h"
#include "ui/MainWindow.h"
#include "update/UpdateChecker.h"

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Northbeam"));
    QCoreApplication::setApplicationName(QStringLiteral("desk-agent"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DESK_AGENT_VERSION));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("minimized"), QStringLiteral("Start in the tray")});
    parser.process(app);

    AppSettings settings;
    callvane::CallvaneClient callvane(settings.callvane());
    BackendSession backend(settings.backendUrl(), settings.userEmail());
    TelemetryUploader telemetry(settings.telemetryEndpoint(), settings.telemetryKey().toUtf8());

    MainWindow w(&callvane, &backend);
    if (!parser.isSet(QStringLiteral("minimized")))
        w.show();
    return app.exec();
}
