<%@ Language=VBScript %>
<!--#include virtual="/includes/ringwell_client.asp"-->
<html><head><title>Call lists</title></head><body>
<h2>Ringwell call lists</h2>
<%
Dim raw
raw = RW_Request("GET", "/contact-lists?limit=100", "", Session("UserEmail"))
If raw <> "" Then
    Dim lists, i
    Set lists = JSON.parse(raw)
    Response.Write "<ul>"
    For i = 0 To lists.data.length - 1
        Response.Write "<li><a href='sync_lists.asp?list=" & lists.data.get(i).id & "'>" & Server.HTMLEncode(lists.data.get(i).name) & "</a></li>"
    Next
    Response.Write "</ul>"
End If
%>
</body></html>
