Attribute VB_Name = "modSalesforceExport"
Option Explicit

' Pulls open opportunities for the territory from Salesforce (connected app, username-password flow).

Private Const SF_LOGIN As String = "https://login.salesforce.com/services/oauth2/token"
Private Const SF_API As String = "/services/data/v58.0"

Private Function GetToken(ByRef instanceUrl As String) As String
    Dim http As Object: Set http = CreateObject("MSXML2.XMLHTTP.6.0")
    http.Open "POST", SF_LOGIN, False
    http.setRequestHeader "Content-Type", "application/x-www-form-urlencoded"
    http.send "grant_type=password&client_id=" & Range("Config!B2").Value & _
              "&client_secret=" & Range("Config!B3").Value & _
              "&username=" & Range("Config!B4").Value & "&password=" & Range("Config!B5").Value
    If InStr(http.responseText, """error"":""invalid_grant""") > 0 Then
        Err.Raise vbObjectError + 1, , "Salesforce login failed - check password + security token in Config"
    End If
    instanceUrl = JsonField(http.responseText, "instance_url")
    GetToken = JsonField(http.responseText, "access_token")
End Function

Public Sub RefreshOpportunities()
    Dim instanceUrl As String, token As String
    token = GetToken(instanceUrl)
    Dim http As Object: Set http = CreateObject("MSXML2.XMLHTTP.6.0")
    Dim soql As String
    soql = "SELECT Name, Amount, StageName, CloseDate FROM Opportunity WHERE IsClosed = false AND Owner.Email = '" & Range("Config!B4").Value & "'"
    http.Open "GET", instanceUrl & SF_API & "/query?q=" & Replace(soql, " ", "+"), False
    http.setRequestHeader "Authorization", "Bearer " & token
    http.send
    If http.Status = 503 Then
        MsgBox "Salesforce is in maintenance. Try later.", vbExclamation
        Exit Sub
    End If
    ThisWorkbook.Worksheets("Opps").Range("A2").Value = http.responseText
End Sub

Private Function JsonField(ByVal txt As String, ByVal key As String) As String
    Dim p As Long, q As Long
    p = InStr(1, txt, """" & key & """:""")
    If p = 0 Then Exit Function
    p = p + Len(key) + 4
    q = InStr(p, txt, """")
    JsonField = Mid$(txt, p, q - p)
End Function
