<#
.SYNOPSIS
    Pulls the call analytics summary for the weekly sales ops deck.
.DESCRIPTION
    Migrated from the v1 contact-lists export (x-api-key + x-user-email) to
    API v2 in March. Uses a scoped workspace key with analytics:read.
#>
param(
    [string]$OutFile = ".\call-summary.json"
)

$ErrorActionPreference = 'Stop'

$CallingBase = "https://apigw.contoso-retail.com/dialwave/api/public/v2"
$Headers = @{
    Authorization = "Bearer $($env:DIALWAVE_V2_KEY)"
    Accept        = "application/json"
}

function Invoke-Calling([string]$Path) {
    try {
        return Invoke-RestMethod -Uri "$CallingBase$Path" -Headers $Headers
    }
    catch {
        $resp = $_.Exception.Response
        $body = $_.ErrorDetails.Message | ConvertFrom-Json -ErrorAction SilentlyContinue
        if ($resp.StatusCode.value__ -eq 429) {
            $wait = [int]$resp.Headers['Retry-After']
            Start-Sleep -Seconds $wait
            return Invoke-Calling $Path
        }
        if ($resp.StatusCode.value__ -eq 503) {
            Write-Warning "Temporary failure (request $($body.error.requestId)), retrying once"
            Start-Sleep -Seconds 5
            return Invoke-RestMethod -Uri "$CallingBase$Path" -Headers $Headers
        }
        throw "Calling API $($body.error.code): $($body.error.message)"
    }
}

$me = Invoke-Calling "/me"
if ($me.scopes -notcontains "analytics:read") {
    throw "Key $($me.credentialId) lacks analytics:read"
}

$summary = Invoke-Calling "/analytics/summary"
$summary | ConvertTo-Json -Depth 8 | Set-Content -Path $OutFile -Encoding UTF8

# Post to Teams channel webhook
$card = @{ text = "Weekly call summary exported to $OutFile" } | ConvertTo-Json
Invoke-RestMethod -Method Post -Uri $env:TEAMS_WEBHOOK_URL -Body $card -ContentType 'application/json' | Out-Null
