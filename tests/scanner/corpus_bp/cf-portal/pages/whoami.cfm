<!--- Used by the jQuery console: returns the caller as resolved by the SSO proxy --->
<cfset headers = getHttpRequestData().headers>
<cfif NOT structKeyExists(headers, "X-User-Email")>
    <cfheader statuscode="400">
    <cfoutput>{"error": "missing X-User-Email"}</cfoutput>
    <cfabort>
</cfif>
<cfcontent type="application/json" reset="true">
<cfoutput>#serializeJSON({email = headers["X-User-Email"], id = headers["X-User-Id"]})#</cfoutput>
