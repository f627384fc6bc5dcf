Attribute VB_Name = "modCallHarbor"
Option Explicit

' Button "Send to CallHarbor" on the Prospects sheet.
' Column A = company, B = contact, D = phone, H = status written back.

Private Function ChRequest(ByVal verb As String, ByVal path As String, Optional ByVal body As String = "") As Object
    Dim http As Object
    Set http = CreateObject("MSXML2.ServerXMLHTTP.6.0")
    http.Open verb, CallHarborBase() & path, False
    http.setRequestHeader "Content-Type", "application/json"
    http.setRequestHeader "X-API-Key", CallHarborKey()
    http.setRequestHeader "X-User-Email", Application.UserName & "@brightlane.co"
    If Len(body) > 0 Then
        http.send body
    Else
        http.send
    End If
    Set ChRequest = http
End Function

Public Sub SendSelectedToCallHarbor()
    Dim ws As Worksheet, r As Range, listId As String
    Dim payload As String, first As Boolean, http As Object

    Set ws = ThisWorkbook.Worksheets("Prospects")
    listId = InputBox("CallHarbor list id:", "Send to CallHarbor", SettingOr("DefaultListId", "4412"))
    If Len(listId) = 0 Then Exit Sub

    payload = "{""contacts"":["
    first = True
    For Each r In Selection.Rows
        If Len(ws.Cells(r.Row, "D").Value) > 0 Then
            If Not first Then payload = payload & ","
            payload = payload & "{""phone"":""" & JsonEscape(ws.Cells(r.Row, "D").Value) & """,""name"":""" & JsonEscape(ws.Cells(r.Row, "B").Value) & """}"
            first = False
        End If
    Next r
    payload = payload & "]}"

    Set http = ChRequest("POST", "/contact-lists/" & listId & "/contacts", payload)

    Select Case http.Status
        Case 200, 201
            MarkSelection ws, "Sent " & Format(Now, "yyyy-mm-dd hh:nn")
        Case 401
            MsgBox "CallHarbor rejected the API key. Update it on the Settings sheet.", vbExclamation
        Case 404
            If InStr(1, JsonGetString(http.responseText, "error"), "user not found", vbTextCompare) > 0 Then
                MsgBox "Your CallHarbor login must match " & Application.UserName & "@brightlane.co", vbExclamation
            Else
                MsgBox "List " & listId & " does not exist in CallHarbor.", vbExclamation
            End If
        Case 502, 503
            MsgBox "CallHarbor is unavailable (" & http.Status & "): " & JsonGetString(http.responseText, "error"), vbExclamation
        Case Else
            MsgBox "CallHarbor error " & http.Status & vbCrLf & http.responseText, vbCritical
    End Select
End Sub

Public Sub ListCallHarborLists()
    Dim http As Object
    Set http = ChRequest("GET", "/contact-lists")
    If http.Status <> 200 Then
        MsgBox "Could not load lists: " & http.Status
        Exit Sub
    End If
    ThisWorkbook.Worksheets("Settings").Range("D2").Value = http.responseText
End Sub

Private Sub MarkSelection(ws As Worksheet, ByVal text As String)
    Dim r As Range
    For Each r In Selection.Rows
        ws.Cells(r.Row, "H").Value = text
    Next r
End Sub
