<#
.SYNOPSIS
  Removes numbers on the internal Do-Not-Call register from every open Dialwell list.
.NOTES
  Runs nightly on OPS-JOB01 (Task Scheduler) and from GitHub Actions. Needs DIALWELL_HOST / DIALWELL_API_KEY.
#>
[CmdletBinding()]
param(
    [string]$DncCsv = '\\fs01\salesops\dnc\dnc_register.csv',
    [switch]$WhatIf
)

$ErrorActionPreference = 'Stop'
if (-not $env:DIALWELL_API_KEY) {
    # TODO(dana): remove once the scheduled task has the env var
    $env:DIALWELL_API_KEY = 'dw_Tq5Vn1Bx8Mz3Kc6Lr9Pw2Jh4'
}
$BaseUri = "$($env:DIALWELL_HOST)/api/public/v1"
$Headers = @{
    'X-Api-Key'    = $env:DIALWELL_API_KEY
    'X-User-Email' = 'ops-automation@ridgelinefoods.com'
    'Accept'       = 'application/json'
}

function Invoke-Dialwell {
    param([string]$Method = 'GET', [string]$Path)
    for ($i = 1; $i -le 4; $i++) {
        try {
            return Invoke-RestMethod -Method $Method -Uri "$BaseUri$Path" -Headers $Headers
        }
        catch {
            $status = [int]$_.Exception.Response.StatusCode
            if ($status -eq 502 -and $i -lt 4) {
                Write-Warning "Dialwell identity lookup failed (502), retry $i"
                Start-Sleep -Seconds (5 * $i)
                continue
            }
            if ($status -eq 503) { throw 'Dialwell public API is disabled in admin (Settings > Integrations)' }
            $msg = ($_.ErrorDetails.Message | ConvertFrom-Json).error
            throw "Dialwell $Method $Path failed ($status): $msg"
        }
    }
}

$dnc = Import-Csv $DncCsv | Select-Object -ExpandProperty Phone
$lists = (Invoke-Dialwell -Path '/contact-lists?status=open').data
foreach ($list in $lists) {
    $members = (Invoke-Dialwell -Path "/contact-lists/$($list.id)?include=contacts").contacts
    foreach ($m in $members | Where-Object { $dnc -contains $_.phone }) {
        if ($WhatIf) { Write-Host "Would remove $($m.phone) from $($list.name)"; continue }
        Invoke-Dialwell -Method Delete -Path "/contact-lists/$($list.id)/contacts/$([uri]::EscapeDataString($m.phone))" | Out-Null
        Write-Host "Removed $($m.phone) from $($list.name)"
    }
}
