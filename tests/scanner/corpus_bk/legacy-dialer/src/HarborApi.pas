unit HarborApi;

{ CallHarbor client for the old branch-office dialer.
  Uses Indy because the branch PCs still run the XP-era OpenSSL DLLs. }

{$mode delphi}

interface

uses
  Classes, SysUtils, IdHTTP, IdSSLOpenSSL, fpjson, jsonparser;

const
  HARBOR_BASE = 'https://api.callharbor.io/api/public/v1';
  HARBOR_TIMEOUT_MS = 15000;

type
  EHarborError = class(Exception)
  public
    Status: Integer;
    constructor CreateStatus(AStatus: Integer; const AMsg: string);
  end;

  EHarborIdpDown = class(EHarborError);
  EHarborDisabled = class(EHarborError);
  EHarborUnknownAgent = class(EHarborError);

  THarborApi = class
  private
    FHttp: TIdHTTP;
    FSsl: TIdSSLIOHandlerSocketOpenSSL;
    FApiKey: string;
    FAgentEmail: string;
    procedure PrepareHeaders;
    function DoRequest(const Method, Path: string; Body: TStream): string;
    procedure RaiseForStatus(E: EIdHTTPProtocolException);
  public
    constructor Create(const AApiKey, AAgentEmail: string);
    destructor Destroy; override;
    function ListContactLists: TJSONArray;
    procedure AddPhone(const ListId, Phone: string);
    procedure DeleteList(const ListId: string);
  end;

implementation

constructor EHarborError.CreateStatus(AStatus: Integer; const AMsg: string);
begin
  inherited Create(AMsg);
  Status := AStatus;
end;

constructor THarborApi.Create(const AApiKey, AAgentEmail: string);
begin
  FApiKey := AApiKey;
  FAgentEmail := AAgentEmail;
  FHttp := TIdHTTP.Create(nil);
  FSsl := TIdSSLIOHandlerSocketOpenSSL.Create(nil);
  FSsl.SSLOptions.SSLVersions := [sslvTLSv1_2];
  FHttp.IOHandler := FSsl;
  FHttp.ConnectTimeout := HARBOR_TIMEOUT_MS;
  FHttp.ReadTimeout := HARBOR_TIMEOUT_MS;
end;

destructor THarborApi.Destroy;
begin
  FHttp.Free;
  FSsl.Free;
  inherited;
end;

procedure THarborApi.PrepareHeaders;
begin
  FHttp.Request.CustomHeaders.Clear;
  FHttp.Request.CustomHeaders.Values['x-api-key'] := FApiKey;
  FHttp.Request.CustomHeaders.Values['X-User-Email'] := FAgentEmail;
  FHttp.Request.ContentType := 'application/json';
end;

procedure THarborApi.RaiseForStatus(E: EIdHTTPProtocolException);
var
  Json: TJSONData;
  Msg: string;
begin
  Msg := E.Message;
  try
    Json := GetJSON(E.ErrorMessage);
    try
      Msg := TJSONObject(Json).Get('error', Msg);
    finally
      Json.Free;
    end;
  except
    on EJSONParser do ;
  end;

  case E.ErrorCode of
    502: raise EHarborIdpDown.CreateStatus(502, 'CallHarbor login service unreachable, retry shortly');
    503: raise EHarborDisabled.CreateStatus(503, 'CallHarbor API disabled for this account');
    404:
      if SameText(Msg, 'user not found') then
        raise EHarborUnknownAgent.CreateStatus(404, 'Agent ' + FAgentEmail + ' not set up in CallHarbor')
      else
        raise EHarborError.CreateStatus(404, Msg);
  else
    raise EHarborError.CreateStatus(E.ErrorCode, Msg);
  end;
end;

function THarborApi.DoRequest(const Method, Path: string; Body: TStream): string;
var
  Url: string;
begin
  PrepareHeaders;
  Url := HARBOR_BASE + Path;
  try
    if Method = 'GET' then
      Result := FHttp.Get(Url)
    else if Method = 'POST' then
      Result := FHttp.Post(Url, Body)
    else if Method = 'DELETE' then
    begin
      FHttp.Delete(Url);
      Result := '';
    end;
  except
    on E: EIdHTTPProtocolException do
      RaiseForStatus(E);
  end;
end;

function THarborApi.ListContactLists: TJSONArray;
var
  Resp: TJSONObject;
begin
  Resp := TJSONObject(GetJSON(DoRequest('GET', '/contact-lists', nil)));
  Result := TJSONArray(Resp.Extract('data'));
  Resp.Free;
end;

procedure THarborApi.AddPhone(const ListId, Phone: string);
var
  Body: TStringStream;
begin
  Body := TStringStream.Create('{"contacts":[{"phone":"' + Phone + '"}]}');
  try
    DoRequest('POST', '/contact-lists/' + ListId + '/contacts', Body);
  finally
    Body.Free;
  end;
end;

procedure THarborApi.DeleteList(const ListId: string);
begin
  DoRequest('DELETE', Format('/contact-lists/%s', [ListId]), nil);
end;

end.
