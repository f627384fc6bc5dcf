<%
' Ringwell dialer settings - Halcyon Freight intranet
' Edited by: mtorres 2014-03-11
Const RW_BASE_URL = "https://api.ringwell.io/api/public/v1"
Const RW_API_KEY = "rw_7Hq2LmZ9pXc4TtW1vBn8YkRe3s"
Const RW_DEFAULT_USER = "dispatch.bot@halcyonfreight.com"
Const RW_TIMEOUT_MS = 15000

' SendGrid (mail merge for carrier notices)
Const SG_BASE_URL = "https://api.sendgrid.com/v3"
Const SG_API_KEY = "SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy"
%>
