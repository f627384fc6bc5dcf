program LegacyDialer;

{$mode objfpc}{$H+}

uses
  {$IFDEF UNIX}cthreads,{$ENDIF}
  Interfaces, Forms,
  MainForm, HarborApi, AppSettings, UpdateCheck;

{$R *.res}

begin
  RequireDerivedFormResource := True;
  Application.Title := 'Brightline Legacy Dialer';
  Application.Initialize;
  Application.CreateForm(TfrmMain, frmMain);
  Application.Run;
end.
