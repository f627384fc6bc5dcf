<#
.SYNOPSIS
  Monthly export of all RingLeaf contact lists to CSV for the finance share.
#>
param(
    [string]$BaseUrl = "https://api.ringleaf.io/api/public/v1",
    [string]$OutDir = "\\nw-fs01\reports\RingLeaf"
)

$ErrorActionPreference = "Stop"
$headers = @{
    "X-API-Key"    = $env:RINGLEAF_API_KEY
    "X-User-Email" = "reporting@northwind-logistics.com"
}

try {
    $lists = Invoke-RestMethod -Uri "$BaseUrl/contact-lists?limit=500" -Headers $headers -Method Get
}
catch {
    $status = $_.Exception.Response.StatusCode.value__
    $body = $_.ErrorDetails.Message | ConvertFrom-Json
    if ($status -eq 502) {
        Write-Warning "RingLeaf could not reach its identity provider, try again later"
        exit 75
    }
    if ($body.error -eq "user not found") {
        Write-Error "reporting@ is not a RingLeaf user any more - re-invite it"
    }
    throw "RingLeaf error ${status}: $($body.error)"
}

$stamp = Get-Date -Format "yyyy-MM"
foreach ($list in $lists.data) {
    $contacts = Invoke-RestMethod -Uri "$BaseUrl/contact-lists/$($list.id)/contacts" -Headers $headers
    $file = Join-Path $OutDir ("{0}_{1}.csv" -f $stamp, ($list.name -replace '[^\w-]', '_'))
    $contacts.data | Select-Object phone, firstName, lastName, addedAt | Export-Csv -Path $file -NoTypeInformation
}
Write-Host "Exported $($lists.data.Count) lists to $OutDir"
