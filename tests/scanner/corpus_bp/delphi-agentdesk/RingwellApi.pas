unit RingwellApi;

interface

uses
  SysUtils, Classes, IdHTTP, IdSSLOpenSSL, superobject;

type
  ERingwellError = class(Exception)
  public
    Status: Integer;
  end;

  TRingwellApi = class
  private
    FHttp: TIdHTTP;
    FBaseUrl: string;
    FUserEmail: string;
    function Request(const Verb, Path, Body: string): ISuperObject;
  public
    constructor Create(const BaseUrl, ApiKey, UserEmail: string);
    destructor Destroy; override;
    function ContactLists: ISuperObject;
    procedure AppendPhone(ListId: Integer; const Phone: string);
  end;

implementation

const
  RW_LISTS = '/contact-lists';

constructor TRingwellApi.Create(const BaseUrl, ApiKey, UserEmail: string);
begin
  FHttp := TIdHTTP.Create(nil);
  FHttp.IOHandler := TIdSSLIOHandlerSocketOpenSSL.Create(FHttp);
  FHttp.Request.ContentType := 'application/json';
  FHttp.Request.CustomHeaders.Values['X-Api-Key'] := ApiKey;
  FHttp.Request.CustomHeaders.Values['X-User-Email'] := UserEmail;
  FBaseUrl := BaseUrl;
  FUserEmail := UserEmail;
end;

destructor TRingwellApi.Destroy;
begin
  FHttp.Free;
  inherited;
end;

function TRingwellApi.Request(const Verb, Path, Body: string): ISuperObject;
var
  Src: TStringStream;
  Resp: string;
  E: ERingwellError;
begin
  Src := TStringStream.Create(Body);
  try
    try
      if Verb = 'POST' then
        Resp := FHttp.Post(FBaseUrl + Path, Src)
      else
        Resp := FHttp.Get(FBaseUrl + Path);
      Result := SO(Resp);
    except
      on X: EIdHTTPProtocolException do
      begin
        E := ERingwellError.Create(SO(X.ErrorMessage).S['error']);
        E.Status := X.ErrorCode;
        case X.ErrorCode of
          502: E.Message := 'Ringwell identity provider unreachable - retry';
          503: E.Message := 'Ringwell API disabled by administrator';
        end;
        raise E;
      end;
    end;
  finally
    Src.Free;
  end;
end;

function TRingwellApi.ContactLists: ISuperObject;
begin
  Result := Request('GET', RW_LISTS, '');
end;

procedure TRingwellApi.AppendPhone(ListId: Integer; const Phone: string);
begin
  Request('POST', Format('%s/%d/contacts', [RW_LISTS, ListId]), Format('{"contacts":[{"phone":"%s"}]}', [Phone]));
end;

end.
