<cfheader statuscode="500" statustext="Server Error">
<cfcontent type="application/json" reset="true">
<cfoutput>{"error": "internal error", "ref": "#createUUID()#"}</cfoutput>
