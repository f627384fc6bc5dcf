<#
.SYNOPSIS
  Exports Calltide contact lists to CSV for the finance reconciliation.
#>
[CmdletBinding()]
param(
    [string]$OutDir = ".\exports",
    [string]$ActingUser = "finance-bot@northwindfreight.com"
)

$ErrorActionPreference = "Stop"
$BaseUri = "https://api.calltide.com/api/public/v1"
$Headers = @{
    "x-api-key"    = $env:CALLTIDE_API_KEY
    "x-user-email" = $ActingUser
}

function Invoke-Calltide {
    param([string]$Path)
    try {
        return Invoke-RestMethod -Uri "$BaseUri$Path" -Headers $Headers -Method Get
    } catch {
        $status = $_.Exception.Response.StatusCode.value__
        $body = $_.ErrorDetails.Message | ConvertFrom-Json
        if ($status -eq 404 -and $body.error -eq "user not found") {
            throw "Acting user $ActingUser is not provisioned in Calltide"
        }
        throw "Calltide error ${status}: $($body.error)"
    }
}

New-Item -ItemType Directory -Force -Path $OutDir | Out-Null
$lists = Invoke-Calltide -Path "/contact-lists"
foreach ($l in $lists.data) {
    $detail = Invoke-Calltide -Path "/contact-lists/$($l.id)"
    $detail.contacts | Export-Csv -NoTypeInformation -Path (Join-Path $OutDir "$($l.id).csv")
}

# Upload to SharePoint via Graph
$graphToken = (Get-AzAccessToken -ResourceUrl "https://graph.microsoft.com").Token
Invoke-RestMethod -Uri "https://graph.microsoft.com/v1.0/sites/root/drive/root:/exports:/children" `
    -Headers @{ Authorization = "Bearer $graphToken" } -Method Get | Out-Null
