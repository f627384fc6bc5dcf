<%@ Language=VBScript %>
<!--#include virtual="/includes/ringwell_client.asp"-->
<!--#include virtual="/includes/db.asp"-->
<%
Response.Buffer = True
Dim listId, rs, payload, result
listId = Request.QueryString("list")
If listId = "" Then listId = "4417"

Set rs = DB_Query("SELECT phone, first_name, lane FROM carrier_contacts WHERE active = 1 AND region = '" & Replace(Request("region"), "'", "''") & "'")
payload = "{""contacts"":["
Do While Not rs.EOF
    payload = payload & "{""phone"":""" & rs("phone") & """,""name"":""" & rs("first_name") & """},"
    rs.MoveNext
Loop
If Right(payload, 1) = "," Then payload = Left(payload, Len(payload) - 1)
payload = payload & "]}"

result = RW_Request("POST", "/contact-lists/" & listId & "/contacts", payload, Session("UserEmail"))
If result = "" Then
    Response.Write "<p class='err'>Sync failed, see log.</p>"
Else
    Response.Write "<p>Synced to Ringwell list " & listId & "</p>"
End If

If Request("purge") = "1" Then
    Call RW_Request("DELETE", "/contact-lists/" & listId & "/contacts/" & Server.URLEncode(Request("phone")), "", Session("UserEmail"))
End If
%>
<a href="/lists/">Back</a>
