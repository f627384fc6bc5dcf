#Requires -Version 7
<#
.SYNOPSIS
    Dumps every Ringlane contact list (and its contacts) to CSV for the compliance team.
.EXAMPLE
    ./Export-ContactLists.ps1 -OutDir C:\exports
#>
param(
    [string]$OutDir = (Join-Path $PSScriptRoot 'out'),
    [string]$ApiRoot = $env:RINGLANE_BASE_URL,
    [switch]$PruneOptOuts
)

if (-not $ApiRoot) { $ApiRoot = 'https://api.ringlane.io/api/public/v1' }
$key = $env:RINGLANE_API_KEY
if (-not $key) { throw 'Set RINGLANE_API_KEY (see 1Password: "Ringlane public key")' }

$h = @{ 'x-api-key' = $key; 'x-user-email' = 'compliance-bot@brightpathhome.com' }

New-Item -ItemType Directory -Force -Path $OutDir | Out-Null

$page = 1
do {
    $resp = Invoke-RestMethod -Uri "$ApiRoot/contact-lists?page=$page&per_page=100" -Headers $h
    foreach ($list in $resp.data) {
        $contacts = Invoke-RestMethod -Uri "$ApiRoot/contact-lists/$($list.id)/contacts" -Headers $h
        $contacts.data |
            Select-Object phone, firstName, lastName, addedAt |
            Export-Csv -NoTypeInformation -Path (Join-Path $OutDir "$($list.name).csv")
    }
    $page++
} while ($resp.hasMore)

if ($PruneOptOuts) {
    foreach ($row in Import-Csv (Join-Path $PSScriptRoot 'optouts.csv')) {
        Invoke-RestMethod -Method Delete -Uri "$ApiRoot/contact-lists/$($row.listId)/contacts/$($row.phone)" -Headers $h
    }
}

# Also pull the SendGrid marketing lists so compliance can diff opt-outs.
$sg = @{ Authorization = "Bearer $env:SENDGRID_API_KEY" }
(Invoke-RestMethod -Uri 'https://api.sendgrid.com/v3/marketing/lists?page_size=100' -Headers $sg).result |
    Export-Csv -NoTypeInformation -Path (Join-Path $OutDir 'sendgrid-lists.csv')
