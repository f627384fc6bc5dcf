Attribute VB_Name = "modRingwell"
Option Explicit
' Excel macro: push the selected rows (col B = phone) into a Ringwell call list
Private Const BASE As String = "https://api.ringwell.io/api/public/v1"
Private Const KEY As String = "rw_Vd6sJ2hQw9LxA0pZc3NmTf8Ky4"

Public Sub PushSelectionToList()
    Dim listId As String, cell As Range, json As String, http As Object
    listId = InputBox("Ringwell list id?", "Push to dialer")
    If listId = "" Then Exit Sub
    json = "{""contacts"":["
    For Each cell In Selection.Columns(2).Cells
        If Len(cell.Value) > 0 Then json = json & "{""phone"":""" & cell.Value & """},"
    Next cell
    json = Left(json, Len(json) - 1) & "]}"

    Set http = CreateObject("WinHttp.WinHttpRequest.5.1")
    http.Open "POST", BASE & "/contact-lists/" & listId & "/contacts", False
    http.SetRequestHeader "x-api-key", KEY
    http.SetRequestHeader "x-user-email", Environ("USERNAME") & "@halcyonfreight.com"
    http.SetRequestHeader "Content-Type", "application/json"
    http.Send json

    If http.Status = 404 And InStr(1, http.ResponseText, "user not found", vbTextCompare) > 0 Then
        MsgBox "Your Windows login has no Ringwell user.", vbExclamation
    ElseIf http.Status >= 300 Then
        MsgBox "Ringwell said " & http.Status & ": " & http.ResponseText, vbCritical
    Else
        MsgBox "Done.", vbInformation
    End If
End Sub
