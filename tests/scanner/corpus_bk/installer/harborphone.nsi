; HarborPhone installer (NSIS 3)
Unicode true
!include "MUI2.nsh"
!include "FileFunc.nsh"

!define APPNAME "HarborPhone"
!define COMPANY "Brightline Inc."
!define VERSION "4.12.3"
!define HARBOR_URL "https://api.callharbor.io/api/public/v1"

Name "${APPNAME} ${VERSION}"
OutFile "HarborPhone-${VERSION}-setup.exe"
InstallDir "$PROGRAMFILES64\${COMPANY}\${APPNAME}"
RequestExecutionLevel admin

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Var ApiKeyParam

Section "Install"
  SetOutPath "$INSTDIR"
  File /r "..\softphone-qt\build\Release\*.*"

  ; silent installs from Intune pass /APIKEY=...
  ${GetParameters} $R0
  ${GetOptions} $R0 "/APIKEY=" $ApiKeyParam

  IfFileExists "$INSTDIR\softphone.ini" +2 0
    File "..\softphone-qt\config\softphone.ini"
  WriteINIStr "$INSTDIR\softphone.ini" "CallHarbor" "BaseUrl" "${HARBOR_URL}"
  StrCmp $ApiKeyParam "" +2 0
    WriteINIStr "$INSTDIR\softphone.ini" "CallHarbor" "ApiKey" "$ApiKeyParam"
  WriteINIStr "$INSTDIR\softphone.ini" "Updates" "FeedUrl" "https://updates.brightline.io/v1/harborphone/appcast.xml"

  WriteUninstaller "$INSTDIR\Uninstall.exe"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPNAME}" "DisplayName" "${APPNAME}"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPNAME}" "UninstallString" "$INSTDIR\Uninstall.exe"
SectionEnd

Section "Uninstall"
  RMDir /r "$INSTDIR"
  DeleteRegKey HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPNAME}"
SectionEnd
