unit UpdateCheck;

{$mode delphi}

interface

function NewerVersionAvailable(const CurrentVersion: string; out LatestVersion: string): Boolean;

implementation

uses
  SysUtils, IdHTTP, fpjson, jsonparser;

const
  UPDATE_URL = 'https://updates.brightline.io/v1/legacy-dialer/latest.json';

function NewerVersionAvailable(const CurrentVersion: string; out LatestVersion: string): Boolean;
var
  Http: TIdHTTP;
  Json: TJSONObject;
begin
  Result := False;
  LatestVersion := CurrentVersion;
  Http := TIdHTTP.Create(nil);
  try
    Http.Request.CustomHeaders.Values['X-Api-Key'] := 'upd-public-5f1e0c';
    try
      Json := TJSONObject(GetJSON(Http.Get(UPDATE_URL)));
      try
        LatestVersion := Json.Get('version', CurrentVersion);
        Result := LatestVersion <> CurrentVersion;
      finally
        Json.Free;
      end;
    except
      on E: EIdHTTPProtocolException do
        if (E.ErrorCode = 502) or (E.ErrorCode = 503) then
          Exit(False) { update server down, not worth bothering the agent }
        else
          raise;
    end;
  finally
    Http.Free;
  end;
end;

end.
