; Inno Setup script for the Brightline Agent Tool
#define MyAppName "Brightline Agent Tool"
#define MyAppVersion "3.4.1"
#define MyAppExe "Brightline.AgentTool.exe"

[Setup]
AppId={{6E4B2F1A-93C7-4D25-8E0B-1F7A2C9D3E44}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
DefaultDirName={autopf}\Brightline\AgentTool
OutputBaseFilename=AgentTool-{#MyAppVersion}-setup
Compression=lzma2
SolidCompression=yes
ArchitecturesInstallIn64BitMode=x64

[Files]
Source: "..\agent-tool\src\AgentTool\bin\Release\net8.0-windows\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[INI]
Filename: "{app}\agent.ini"; Section: "CallHarbor"; Key: "BaseUrl"; String: "https://api.callharbor.io/api/public/v1/"
Filename: "{app}\agent.ini"; Section: "CallHarbor"; Key: "ApiKey"; String: "ch_Hq5Wn2Lx8Tz4Rb7Vm1Kc6Jp9Ys3"
Filename: "{app}\agent.ini"; Section: "Crash"; Key: "SentryDsn"; String: "https://b81d5e0c77aa4c1f9e2d3f4a5b6c7d8e@o448812.ingest.sentry.io/6623001"
Filename: "{app}\agent.ini"; Section: "Licensing"; Key: "ApiKey"; String: "LIC-7F2C-99AB-41D0-E3B8"

[Icons]
Name: "{autoprograms}\{#MyAppName}"; Filename: "{app}\{#MyAppExe}"

[Run]
Filename: "{app}\{#MyAppExe}"; Description: "Launch {#MyAppName}"; Flags: nowait postinstall skipifsilent
