Attribute VB_Name = "modMaps"
Option Explicit

Public Function DriveMinutes(ByVal origin As String, ByVal destination As String) As Variant
    Dim http As Object, url As String, key As String
    key = SettingOr("MapsKey", "")
    url = MAPS_BASE & "?origins=" & Application.WorksheetFunction.EncodeURL(origin) & _
          "&destinations=" & Application.WorksheetFunction.EncodeURL(destination) & "&key=" & key
    Set http = CreateObject("MSXML2.ServerXMLHTTP.6.0")
    http.Open "GET", url, False
    http.send
    If http.Status = 503 Or http.Status = 502 Then
        DriveMinutes = CVErr(xlErrNA)
        Exit Function
    End If
    If InStr(http.responseText, """status"" : ""OK""") = 0 Then
        DriveMinutes = CVErr(xlErrValue)
        Exit Function
    End If
    DriveMinutes = Val(JsonGetString(http.responseText, "text"))
End Function
