<#
.SYNOPSIS
    Checks that the Ringforge key and the bot seat still work. Used by on-call.
.EXAMPLE
    ./Test-RingforgeConnectivity.ps1 -ApiKey (Get-Secret ringforge-api-key -AsPlainText)
#>
param(
    [Parameter(Mandatory)] [string] $ApiKey,
    [string] $BaseUrl = 'https://api.ringforge.io/api/public/v1',
    [string] $ActingUser = 'outreach-bot@tidewater-logistics.com'
)

$headers = @{
    'x-api-key'    = $ApiKey
    'x-user-email' = $ActingUser
    'Accept'       = 'application/json'
}

try {
    $lists = Invoke-RestMethod -Method Get -Uri "$BaseUrl/contact-lists?limit=5" -Headers $headers
    Write-Host "OK - $($lists.Count) contact lists visible to $ActingUser" -ForegroundColor Green
}
catch {
    $status = [int]$_.Exception.Response.StatusCode
    $errorText = $null
    if ($_.ErrorDetails.Message) {
        $errorText = ($_.ErrorDetails.Message | ConvertFrom-Json).error
    }

    switch ($status) {
        401 { Write-Warning "Key rejected: $errorText" }
        404 { if ($errorText -eq 'user not found') { Write-Warning "$ActingUser has no Ringforge seat" } else { Write-Warning $errorText } }
        502 { Write-Warning 'Ringforge cannot reach its identity provider - transient, retry in a few minutes' }
        503 { Write-Error 'Public API is disabled on the Ringforge side' }
        default { Write-Error "Unexpected $status : $errorText" }
    }
    exit 1
}
