<cfparam name="form.listId" default="0">
<cfparam name="form.phones" default="">
<cfset result = {}>
<cfif cgi.request_method EQ "POST" AND val(form.listId)>
    <cfset result = application.rw.addContacts(form.listId, listToArray(form.phones, chr(10)), session.user.email)>
    <cfif NOT result.ok>
        <cfif result.status EQ 404 AND result.message EQ "user not found">
            <cfset flash = "Your login is not set up in Ringwell yet. Ask Ops to add a seat.">
        <cfelseif result.status EQ 404>
            <cfset flash = "That call list no longer exists.">
        <cfelseif result.status EQ 503>
            <cfset flash = "Ringwell API is switched off right now.">
        <cfelse>
            <cfset flash = "Ringwell error: #result.message#">
        </cfif>
    <cfelse>
        <cfset flash = "Added #listLen(form.phones, chr(10))# numbers.">
    </cfif>
</cfif>
<cfset lists = application.rw.getLists()>
<cfoutput>
<h1>Carrier call lists</h1>
<cfif isDefined("flash")><div class="flash">#encodeForHTML(flash)#</div></cfif>
<form method="post">
    <select name="listId">
        <cfloop array="#lists.data.data#" index="l">
            <option value="#l.id#">#encodeForHTML(l.name)#</option>
        </cfloop>
    </select>
    <textarea name="phones" rows="10" cols="30"></textarea>
    <button type="submit">Add to list</button>
</form>
</cfoutput>
