<#
.SYNOPSIS
  Copies today's consignee phone numbers from the dispatch DB export into the matching Voxhollow list.
.EXAMPLE
  .\Sync-VoxLists.ps1 -CsvPath C:\exports\consignees.csv -ListName "inbound-today"
#>
param(
    [Parameter(Mandatory)] [string] $CsvPath,
    [string] $ListName = "inbound-today",
    [string] $ApiRoot = "https://api.voxhollow.io/api/public/v1"
)

$ErrorActionPreference = "Stop"
$headers = @{
    "x-api-key"    = $env:VOX_KEY
    "x-user-email" = "$($env:USERNAME)@tallowfreight.com"
}

$lists = Invoke-RestMethod -Uri "$ApiRoot/contact-lists" -Headers $headers
$list = $lists.data | Where-Object { $_.name -eq $ListName }
if (-not $list) { throw "List '$ListName' not found in Voxhollow" }

$contacts = Import-Csv $CsvPath | ForEach-Object { @{ phone = $_.Phone; first_name = $_.Contact } }
$body = @{ contacts = @($contacts) } | ConvertTo-Json -Depth 4

try {
    Invoke-RestMethod -Method Post -Uri "$ApiRoot/contact-lists/$($list.id)/contacts" -Headers $headers -Body $body -ContentType "application/json"
}
catch {
    $code = [int]$_.Exception.Response.StatusCode
    $msg = ($_.ErrorDetails.Message | ConvertFrom-Json).error
    switch ($code) {
        404 { if ($msg -eq "user not found") { Write-Error "Your Windows user has no Voxhollow seat." } else { throw } }
        502 { Write-Warning "Voxhollow login service unreachable, try again in a minute." }
        503 { Write-Error "Voxhollow API disabled for Tallow, contact the admin." }
        default { throw }
    }
}
Write-Host "Synced $($contacts.Count) contacts to $ListName"
