<!--#include file="ringwell_config.asp"-->
<%
' Carrier notice mail via SendGrid. Their "contact lists" are marketing lists, unrelated to Ringwell.
Function SG_AddToList(listId, email)
    Dim http
    Set http = Server.CreateObject("MSXML2.ServerXMLHTTP.6.0")
    http.open "PUT", SG_BASE_URL & "/marketing/contacts", False
    http.setRequestHeader "Authorization", "Bearer " & SG_API_KEY
    http.setRequestHeader "Content-Type", "application/json"
    http.send "{""list_ids"":[""" & listId & """],""contacts"":[{""email"":""" & email & """}]}"
    If http.status = 503 Then
        SG_AddToList = False ' SendGrid maintenance window, try later
    Else
        SG_AddToList = (http.status = 202)
    End If
End Function
%>
