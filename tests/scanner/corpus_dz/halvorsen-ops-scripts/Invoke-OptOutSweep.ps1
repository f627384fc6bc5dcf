<#
.SYNOPSIS
    Removes customers who opted out of phone marketing (CRM flag) from every Ringcrest call list.
.EXAMPLE
    ./Invoke-OptOutSweep.ps1 -Since (Get-Date).AddDays(-1) -WhatIf
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [datetime] $Since = (Get-Date).AddDays(-1),
    [string] $ActingUserEmail = 'ops@halvorsenfreight.no',
    [string] $CrmConnectionString = $env:CRM_SQL_CONNECTION
)

Import-Module "$PSScriptRoot/modules/Ringcrest.psm1" -Force
Import-Module SqlServer

$optOuts = Invoke-Sqlcmd -ConnectionString $CrmConnectionString -Query @"
SELECT PhoneE164 FROM crm.ContactPreferences WHERE PhoneOptOut = 1 AND UpdatedAt >= '$($Since.ToString('s'))'
"@

if (-not $optOuts) {
    Write-Host 'No new opt-outs.'
    return
}

$lists = Get-RingcrestContactList -ActingUserEmail $ActingUserEmail
Write-Host "Sweeping $($optOuts.Count) numbers across $($lists.Count) lists"

foreach ($list in $lists) {
    foreach ($row in $optOuts) {
        if ($PSCmdlet.ShouldProcess("$($list.name)", "remove $($row.PhoneE164)")) {
            try {
                Remove-RingcrestContact -ListId $list.id -Phone $row.PhoneE164 -ActingUserEmail $ActingUserEmail
            }
            catch {
                Write-Warning "$($list.id): $_"
            }
        }
    }
}

# Tell #ops-alerts we're done (Slack incoming webhook, unrelated to Ringcrest)
$payload = @{ text = "Opt-out sweep finished: $($optOuts.Count) numbers, $($lists.Count) lists" } | ConvertTo-Json
Invoke-RestMethod -Method Post -Uri $env:SLACK_OPS_WEBHOOK -Body $payload -ContentType 'application/json' | Out-Null
