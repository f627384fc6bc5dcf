<cfcomponent displayname="RingwellGateway" output="false" hint="Thin wrapper around the Ringwell public API">

    <cffunction name="init" access="public" returntype="any">
        <cfargument name="config" type="struct" required="true">
        <cfset variables.cfg = arguments.config>
        <cfreturn this>
    </cffunction>

    <cffunction name="call" access="private" returntype="struct">
        <cfargument name="method" type="string" required="true">
        <cfargument name="path" type="string" required="true">
        <cfargument name="body" type="any" required="false" default="">
        <cfargument name="actingUser" type="string" required="false" default="#variables.cfg.botUser#">
        <cfset var res = "">
        <cfset var out = {ok = false, status = 0, data = {}, message = ""}>
        <cfhttp method="#arguments.method#" url="#variables.cfg.baseUrl##arguments.path#" timeout="20" result="res">
            <cfhttpparam type="header" name="x-api-key" value="#variables.cfg.apiKey#">
            <cfhttpparam type="header" name="x-user-email" value="#arguments.actingUser#">
            <cfif isStruct(arguments.body)>
                <cfhttpparam type="header" name="Content-Type" value="application/json">
                <cfhttpparam type="body" value="#serializeJSON(arguments.body)#">
            </cfif>
        </cfhttp>
        <cfset out.status = val(listFirst(res.statusCode, " "))>
        <cfif out.status GTE 200 AND out.status LT 300>
            <cfset out.ok = true>
            <cfif len(res.fileContent)><cfset out.data = deserializeJSON(res.fileContent)></cfif>
        <cfelseif isJSON(res.fileContent)>
            <cfset var err = deserializeJSON(res.fileContent)>
            <cfset out.message = err.error>
            <cfif structKeyExists(err, "details") AND isArray(err.details)>
                <cfloop array="#err.details#" index="d">
                    <cfset out.message &= " [" & d.path & ": " & d.message & "]">
                </cfloop>
            </cfif>
        </cfif>
        <cfreturn out>
    </cffunction>

    <cffunction name="getLists" access="public" returntype="struct">
        <cfreturn call("GET", "/contact-lists")>
    </cffunction>

    <cffunction name="getList" access="public" returntype="struct">
        <cfargument name="id" type="numeric" required="true">
        <cfreturn call("GET", "/contact-lists/#arguments.id#")>
    </cffunction>

    <cffunction name="renameList" access="public" returntype="struct">
        <cfargument name="id" type="numeric" required="true">
        <cfargument name="name" type="string" required="true">
        <cfreturn call("PATCH", "/contact-lists/#arguments.id#", {name = arguments.name})>
    </cffunction>

    <cffunction name="addContacts" access="public" returntype="struct">
        <cfargument name="id" type="numeric" required="true">
        <cfargument name="phones" type="array" required="true">
        <cfargument name="actingUser" type="string" required="true">
        <cfset var contacts = []>
        <cfloop array="#arguments.phones#" index="p">
            <cfset arrayAppend(contacts, {phone = p})>
        </cfloop>
        <cfreturn call("POST", "/contact-lists/#arguments.id#/contacts", {contacts = contacts}, arguments.actingUser)>
    </cffunction>

    <cffunction name="isTransient" access="public" returntype="boolean" hint="Retry on these">
        <cfargument name="status" type="numeric" required="true">
        <cfreturn listFind("429,502", arguments.status) GT 0>
    </cffunction>
</cfcomponent>
