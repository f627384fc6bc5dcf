<#
.SYNOPSIS
  Rebuilds the weekly driver-recruiting call lists in the dialer (RingPilot) from the
  TMS export. Run by the dispatch ops team on Monday mornings.
.NOTES
  Owner: dispatch-ops@meridianfreight.com
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string] $CsvPath,
    [string] $DialerBase = $env:DIALER_BASE_URL,
    [string] $OperatorEmail = "dispatch-ops@meridianfreight.com"
)

$ErrorActionPreference = 'Stop'

if (-not $DialerBase) { $DialerBase = 'https://api.ringpilot.io/api/public/v1' }
$apiKey = (Get-AzKeyVaultSecret -VaultName 'kv-meridian-ops' -Name 'ringpilot-shared-key' -AsPlainText)

$headers = @{
    'X-Api-Key'    = $apiKey
    'X-User-Email' = $OperatorEmail
    'Content-Type' = 'application/json'
}

$drivers = Import-Csv -Path $CsvPath
$byRegion = $drivers | Group-Object -Property Region

foreach ($group in $byRegion) {
    $body = @{
        name      = "Recruiting - $($group.Name) - $(Get-Date -Format 'yyyy-MM-dd')"
        groupName = 'driver-recruiting'
        contacts  = @($group.Group | ForEach-Object {
            @{ firstName = $_.FirstName; lastName = $_.LastName; phoneNumber = $_.Phone }
        })
    } | ConvertTo-Json -Depth 5

    try {
        $list = Invoke-RestMethod -Method Post -Uri "$DialerBase/contact-lists" -Headers $headers -Body $body
        Write-Host "Created list $($list.id) '$($list.name)' with $($list.contactsCount) drivers"
    }
    catch {
        $status = $_.Exception.Response.StatusCode.value__
        $message = ($_.ErrorDetails.Message | ConvertFrom-Json).error
        if ($status -eq 503) {
            Write-Warning "Dialer API is switched off for our tenant; ask RingPilot support to re-enable it."
            break
        }
        Write-Error "Region $($group.Name): dialer returned $status - $message"
    }
}
