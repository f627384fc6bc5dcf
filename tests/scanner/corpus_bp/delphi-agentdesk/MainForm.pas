unit MainForm;

interface

uses
  Windows, SysUtils, Classes, Forms, Controls, StdCtrls, IniFiles, RingwellApi;

type
  TfrmMain = class(TForm)
    lstLists: TListBox;
    edtPhone: TEdit;
    btnAdd: TButton;
    procedure FormCreate(Sender: TObject);
    procedure btnAddClick(Sender: TObject);
  private
    FApi: TRingwellApi;
  end;

var
  frmMain: TfrmMain;

implementation

{$R *.dfm}

procedure TfrmMain.FormCreate(Sender: TObject);
var
  Ini: TIniFile;
begin
  Ini := TIniFile.Create(ExtractFilePath(Application.ExeName) + 'agentdesk.ini');
  try
    FApi := TRingwellApi.Create(Ini.ReadString('Ringwell', 'BaseUrl', ''),
      Ini.ReadString('Ringwell', 'ApiKey', ''), GetEnvironmentVariable('USERNAME') + '@halcyonfreight.com');
  finally
    Ini.Free;
  end;
end;

procedure TfrmMain.btnAddClick(Sender: TObject);
begin
  try
    FApi.AppendPhone(Integer(lstLists.Items.Objects[lstLists.ItemIndex]), edtPhone.Text);
  except
    on E: ERingwellError do
      ShowMessage('Could not add number: ' + E.Message);
  end;
end;

end.
