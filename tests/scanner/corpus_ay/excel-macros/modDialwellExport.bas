Attribute VB_Name = "modDialwellExport"
Option Explicit

' Pushes the selected rows of the "Territory" sheet to a Dialwell call list.
' Column A = company, B = contact, C = phone. List id goes in cell H1.

Private Const DW_BASE As String = "https://api.dialwell.io/api/public/v1"
Private Const DW_KEY As String = "dw_3Hs8Kd2Lf6Jg9Pq4Wr7Tz1Xc5V"

Public Sub PushSelectionToDialwell()
    Dim ws As Worksheet: Set ws = ThisWorkbook.Worksheets("Territory")
    Dim listId As String: listId = CStr(ws.Range("H1").Value)
    If Len(listId) = 0 Then
        MsgBox "Put the Dialwell list id in H1 first.", vbExclamation
        Exit Sub
    End If

    Dim body As String, r As Range, first As Boolean
    first = True
    body = "{""contacts"":["
    For Each r In Selection.Rows
        If Len(ws.Cells(r.Row, 3).Value) > 0 Then
            If Not first Then body = body & ","
            body = body & "{""phone"":""" & ws.Cells(r.Row, 3).Value & """,""name"":""" & ws.Cells(r.Row, 2).Value & """}"
            first = False
        End If
    Next r
    body = body & "]}"

    Dim http As Object: Set http = CreateObject("MSXML2.XMLHTTP.6.0")
    http.Open "POST", DW_BASE & "/contact-lists/" & listId & "/contacts", False
    http.setRequestHeader "Content-Type", "application/json"
    http.setRequestHeader "x-api-key", DW_KEY
    http.setRequestHeader "x-user-email", LCase$(Environ$("USERNAME")) & "@ridgelinefoods.com"
    http.send body

    Select Case http.Status
        Case 200, 201
            MsgBox "Sent " & Selection.Rows.Count & " rows to Dialwell.", vbInformation
        Case 502
            MsgBox "Dialwell could not reach the login provider. Try again in a minute.", vbExclamation
        Case 503
            MsgBox "The Dialwell API is turned off for our account. Contact RevOps.", vbCritical
        Case Else
            MsgBox "Dialwell error " & http.Status & ": " & ExtractDialwellError(http.responseText), vbCritical
    End Select
End Sub

Private Function ExtractDialwellError(ByVal txt As String) As String
    ' Dialwell answers {"error": "...", "details": [...]}
    Dim p As Long, q As Long
    p = InStr(1, txt, """error"":""")
    If p = 0 Then
        ExtractDialwellError = Left$(txt, 200)
        Exit Function
    End If
    p = p + 9
    q = InStr(p, txt, """")
    ExtractDialwellError = Mid$(txt, p, q - p)
End Function
