<#
.SYNOPSIS
    Removes numbers on the internal do-not-call register from every Calltrek contact list.
.EXAMPLE
    ./Invoke-CalltrekListCleanup.ps1 -DncFile ./dnc.csv -ActingUser ops@fabrikam.com
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)][string]$DncFile,
    [Parameter(Mandatory)][string]$ActingUser,
    [string]$BaseUrl = $env:CALLTREK_BASE_URL,
    [string]$ApiKey = $env:CALLTREK_API_KEY
)

if (-not $BaseUrl) { $BaseUrl = 'https://api.calltrek.io/api/public/v1' }

$headers = @{
    'X-Api-Key'    = $ApiKey
    'X-User-Email' = $ActingUser
    'Accept'       = 'application/json'
}

function Invoke-Calltrek {
    param([string]$Method, [string]$Path)
    try {
        Invoke-RestMethod -Method $Method -Uri "$BaseUrl$Path" -Headers $headers
    }
    catch {
        $status = [int]$_.Exception.Response.StatusCode
        $err = $_.ErrorDetails.Message | ConvertFrom-Json -ErrorAction SilentlyContinue
        if ($status -eq 503) {
            throw "Calltrek API is disabled on the server side - nothing to do."
        }
        if ($status -eq 404 -and $err.error -eq 'user not found') {
            throw "$ActingUser is not a Calltrek user."
        }
        throw "Calltrek $Method $Path failed ($status): $($err.error)"
    }
}

$dnc = Import-Csv $DncFile | ForEach-Object { $_.Phone }
$lists = Invoke-Calltrek -Method Get -Path '/contact-lists'

foreach ($list in $lists) {
    foreach ($phone in $dnc) {
        $encoded = [uri]::EscapeDataString($phone)
        if ($PSCmdlet.ShouldProcess("$($list.name)", "remove $phone")) {
            Invoke-Calltrek -Method Delete -Path "/contact-lists/$($list.id)/contacts/$encoded"
        }
    }
}
