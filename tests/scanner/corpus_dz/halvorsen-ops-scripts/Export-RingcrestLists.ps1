<#
.SYNOPSIS
    Dumps all Ringcrest contact lists (name, size, created) to CSV for the monthly sales review.
    Standalone on purpose so sales ops can run it from their laptops without the module.
#>
param(
    [string] $OutFile = "./ringcrest-lists-$(Get-Date -Format yyyyMM).csv",
    [string] $ApiKey = $env:RINGCREST_API_KEY,
    [string] $UserId = $env:RINGCREST_ACTING_USER_ID
)

$base = 'https://api.ringcrest.io/api/public/v1'
$headers = @{
    'x-api-key' = $ApiKey
    'x-user-id' = $UserId
}

$page = 1
$all = @()
do {
    try {
        $resp = Invoke-RestMethod -Uri "$base/contact-lists?page=$page&pageSize=100" -Headers $headers
    }
    catch [Microsoft.PowerShell.Commands.HttpResponseException] {
        $code = $_.Exception.Response.StatusCode.value__
        if ($code -eq 401) { throw 'Ringcrest rejected the API key.' }
        if ($code -eq 503) { throw 'Ringcrest says the public API is disabled on the server.' }
        throw
    }
    $all += $resp.data
    $page++
} while ($all.Count -lt $resp.total)

$all | Select-Object id, name, contactCount, createdAt | Export-Csv -Path $OutFile -NoTypeInformation
Write-Host "Wrote $($all.Count) lists to $OutFile"
