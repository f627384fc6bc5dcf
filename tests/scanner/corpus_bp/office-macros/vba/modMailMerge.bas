Attribute VB_Name = "modMailMerge"
Option Explicit
' Sends rate-confirmation emails through the internal mail relay API
Private Const RELAY_URL As String = "https://mailrelay.internal.halcyonfreight.com/v1/send"

Public Sub SendRateConfirmations()
    Dim http As Object, r As Long
    Set http = CreateObject("MSXML2.XMLHTTP")
    For r = 2 To ActiveSheet.UsedRange.Rows.Count
        http.Open "POST", RELAY_URL, False
        http.SetRequestHeader "x-api-key", GetSetting("Halcyon", "Relay", "Key", "")
        http.SetRequestHeader "X-User-Email", Environ("USERNAME") & "@halcyonfreight.com"
        http.Send "to=" & Cells(r, 3).Value & "&template=ratecon&load=" & Cells(r, 1).Value
        If http.Status = 503 Then
            MsgBox "Mail relay is down for maintenance.": Exit Sub
        End If
    Next r
End Sub
