<!--#include file="ringwell_config.asp"-->
<!--#include file="json2.asp"-->
<%
Function RW_Request(method, path, body, userEmail)
    Dim http
    Set http = Server.CreateObject("MSXML2.ServerXMLHTTP.6.0")
    http.setTimeouts 5000, 5000, RW_TIMEOUT_MS, RW_TIMEOUT_MS
    http.open method, RW_BASE_URL & path, False
    http.setRequestHeader "Content-Type", "application/json"
    http.setRequestHeader "X-Api-Key", RW_API_KEY
    If userEmail = "" Then userEmail = RW_DEFAULT_USER
    http.setRequestHeader "X-User-Email", userEmail
    http.send body

    Dim status : status = http.status
    If status >= 200 And status < 300 Then
        RW_Request = http.responseText
        Exit Function
    End If

    Dim errObj, msg
    Set errObj = JSON.parse(http.responseText)
    msg = errObj.error
    Select Case status
        Case 401
            RW_LogError "Ringwell rejected the API key: " & msg
        Case 404
            If LCase(msg) = "user not found" Then
                RW_LogError "Dispatcher " & userEmail & " has no Ringwell seat" 
            Else
                RW_LogError "Ringwell 404: " & msg
            End If
        Case 502
            RW_LogError "Ringwell identity provider down, will retry on next run"
        Case 503
            RW_LogError "Ringwell public API disabled on their side"
        Case Else
            RW_LogError "Ringwell HTTP " & status & ": " & msg
    End Select
    RW_Request = ""
End Function

Sub RW_LogError(text)
    Dim fso, f
    Set fso = Server.CreateObject("Scripting.FileSystemObject")
    Set f = fso.OpenTextFile(Server.MapPath("/logs/ringwell.log"), 8, True)
    f.WriteLine Now() & " " & text
    f.Close
End Sub
%>
