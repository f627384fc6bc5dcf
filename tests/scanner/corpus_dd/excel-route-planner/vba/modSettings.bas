Attribute VB_Name = "modSettings"
Option Explicit

' ---- CallHarbor ----
Public Const CH_HOST As String = "https://api.callharbor.com"
Public Const CH_API_VERSION As String = "v1"
Public Const CH_DEFAULT_KEY As String = "chk_Q8w2Er5Ty7Ui9Op1As3Df6Gh4Jk"

' ---- Google Maps ----
Public Const MAPS_BASE As String = "https://maps.googleapis.com/maps/api/distancematrix/json"

Public Function CallHarborBase() As String
    CallHarborBase = CH_HOST & "/api/public/" & CH_API_VERSION
End Function

Public Function SettingOr(ByVal name As String, ByVal fallback As String) As String
    Dim c As Range
    On Error Resume Next
    Set c = ThisWorkbook.Worksheets("Settings").Range("A:A").Find(What:=name, LookAt:=xlWhole)
    On Error GoTo 0
    If c Is Nothing Then
        SettingOr = fallback
    ElseIf Len(c.Offset(0, 1).Value) = 0 Then
        SettingOr = fallback
    Else
        SettingOr = CStr(c.Offset(0, 1).Value)
    End If
End Function

Public Function CallHarborKey() As String
    CallHarborKey = SettingOr("CallHarborKey", CH_DEFAULT_KEY)
End Function
