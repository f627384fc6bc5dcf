<cfcomponent displayname="MailchimpGateway" output="false">
    <!--- Mailchimp audiences (they call them lists). Not the dialer. --->
    <cffunction name="init" access="public" returntype="any">
        <cfargument name="config" type="struct" required="true">
        <cfset variables.cfg = arguments.config>
        <cfreturn this>
    </cffunction>

    <cffunction name="subscribe" access="public" returntype="boolean">
        <cfargument name="listId" type="string" required="true">
        <cfargument name="email" type="string" required="true">
        <cfset var res = "">
        <cfhttp method="POST" url="https://#variables.cfg.dc#.api.mailchimp.com/3.0/lists/#arguments.listId#/members" result="res">
            <cfhttpparam type="header" name="Authorization" value="apikey #variables.cfg.apiKey#">
            <cfhttpparam type="body" value="#serializeJSON({email_address = arguments.email, status = 'subscribed'})#">
        </cfhttp>
        <cfif listFirst(res.statusCode, " ") EQ 404>
            <cflog file="portal" text="Mailchimp list #arguments.listId# not found">
            <cfreturn false>
        </cfif>
        <cfreturn listFirst(res.statusCode, " ") EQ 200>
    </cffunction>
</cfcomponent>
