<#
.SYNOPSIS
  Exports the "Sales - All" Entra ID group to CSV so RevOps can reconcile dialer seats.
#>
param([string]$OutFile = '.\sales_users.csv')

$tokenBody = @{
    client_id     = $env:GRAPH_CLIENT_ID
    client_secret = $env:GRAPH_CLIENT_SECRET
    scope         = 'https://graph.microsoft.com/.default'
    grant_type    = 'client_credentials'
}
try {
    $token = Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/$($env:GRAPH_TENANT_ID)/oauth2/v2.0/token" -Body $tokenBody
}
catch {
    $err = $_.ErrorDetails.Message | ConvertFrom-Json
    if ($err.error -eq 'invalid_client') { throw 'Graph client secret expired - rotate it in Entra ID' }
    throw $err.error_description
}

$headers = @{ Authorization = "Bearer $($token.access_token)"; ConsistencyLevel = 'eventual' }
$uri = "https://graph.microsoft.com/v1.0/groups/$($env:SALES_GROUP_ID)/members?`$select=displayName,mail,id"
$users = @()
while ($uri) {
    try {
        $page = Invoke-RestMethod -Uri $uri -Headers $headers
    }
    catch {
        $code = [int]$_.Exception.Response.StatusCode
        if ($code -in 429, 502, 503) { Start-Sleep -Seconds 10; continue }
        if ($code -eq 404) { throw "Group $($env:SALES_GROUP_ID) not found" }
        throw
    }
    $users += $page.value
    $uri = $page.'@odata.nextLink'
}
$users | Select-Object displayName, mail, id | Export-Csv $OutFile -NoTypeInformation
Write-Host "Wrote $($users.Count) users to $OutFile"
