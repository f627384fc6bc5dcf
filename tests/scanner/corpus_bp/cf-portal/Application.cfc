<cfcomponent output="false">
    <cfset this.name = "HalcyonCarrierPortal">
    <cfset this.sessionManagement = true>
    <cfset this.sessionTimeout = createTimeSpan(0, 2, 0, 0)>

    <cffunction name="onApplicationStart" returntype="boolean">
        <cfset var ini = expandPath("./config/settings.ini")>
        <cfset application.ringwell = {
            baseUrl = getProfileString(ini, "ringwell", "base_url"),
            apiKey  = getProfileString(ini, "ringwell", "api_key"),
            botUser = getProfileString(ini, "ringwell", "bot_user")
        }>
        <cfset application.mailchimp = {
            apiKey = getProfileString(ini, "mailchimp", "api_key"),
            dc     = getProfileString(ini, "mailchimp", "dc")
        }>
        <cfset application.rw = createObject("component", "components.RingwellGateway").init(application.ringwell)>
        <cfreturn true>
    </cffunction>

    <cffunction name="onError">
        <cfargument name="exception" required="true">
        <cflog file="portal" type="error" text="#arguments.exception.message#">
        <cfinclude template="pages/error.cfm">
    </cffunction>
</cfcomponent>
