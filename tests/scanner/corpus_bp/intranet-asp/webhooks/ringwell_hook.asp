<%@ Language=VBScript %>
<!--#include virtual="/includes/hmac_sha256.asp"-->
<%
' Ringwell posts call outcomes here (dispositions -> TMS notes)
Const RW_SIGNING_SECRET_REG = "HKLM\SOFTWARE\Halcyon\Ringwell\SigningSecret"

Dim body, sig, expected, sh
body = BytesToStr(Request.BinaryRead(Request.TotalBytes))
sig = Request.ServerVariables("HTTP_X_RINGWELL_SIGNATURE")
Set sh = Server.CreateObject("WScript.Shell")
expected = HMAC_SHA256_Hex(sh.RegRead(RW_SIGNING_SECRET_REG), body)

If LCase(sig) <> LCase(expected) Then
    Response.Status = "401 Unauthorized"
    Response.End
End If

Call SaveDisposition(body)
Response.Status = "204 No Content"
%>
