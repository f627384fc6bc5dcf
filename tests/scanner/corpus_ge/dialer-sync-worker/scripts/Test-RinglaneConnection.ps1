<#
.SYNOPSIS
    Smoke-tests connectivity to the Ringlane public API from CI or an ops box.
#>
[CmdletBinding()]
param(
    [string]$BaseUrl = 'https://api.ringlane.io/api/public/v1',
    [Parameter(Mandatory)][string]$ApiKey,
    [string]$ActingUser = 'dialer-sync@brightpathhome.com'
)

$ErrorActionPreference = 'Stop'

$headers = @{
    'X-Api-Key'    = $ApiKey
    'X-User-Email' = $ActingUser
    'Accept'       = 'application/json'
}

try {
    $lists = Invoke-RestMethod -Method Get -Uri "$BaseUrl/contact-lists?limit=1" -Headers $headers
    Write-Host "OK - Ringlane reachable, $($lists.data.Count) list(s) visible"
}
catch {
    $status = [int]$_.Exception.Response.StatusCode
    $message = ($_.ErrorDetails.Message | ConvertFrom-Json -ErrorAction SilentlyContinue).error
    switch ($status) {
        401 { Write-Error "API key rejected: $message" }
        404 { Write-Error "Acting user '$ActingUser' not found in Ringlane: $message" }
        502 { Write-Warning "Ringlane identity provider unreachable - transient, re-run the job" }
        503 { Write-Error "Ringlane public API is disabled for the workspace" }
        default { throw }
    }
    exit 1
}
