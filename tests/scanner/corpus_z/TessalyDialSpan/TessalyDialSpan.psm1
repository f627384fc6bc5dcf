#Requires -Version 5.1
Set-StrictMode -Version Latest

$script:DialSpanBase = 'https://api.dialspan.io/api/public/v1'
$script:DialSpanKey = $null
$script:DialSpanUser = $null

function Connect-DialSpan {
    [CmdletBinding()]
    param(
        [Parameter(Mandatory)] [string] $ApiKey,
        [Parameter(Mandatory)] [string] $ActingUserEmail,
        [string] $BaseUrl = $script:DialSpanBase
    )
    $script:DialSpanKey = $ApiKey
    $script:DialSpanUser = $ActingUserEmail
    $script:DialSpanBase = $BaseUrl.TrimEnd('/')
}

function Invoke-DialSpanRequest {
    param(
        [Parameter(Mandatory)] [string] $Method,
        [Parameter(Mandatory)] [string] $Path,
        $Body
    )
    if (-not $script:DialSpanKey) { throw 'Run Connect-DialSpan first.' }
    $headers = @{
        'X-Api-Key'    = $script:DialSpanKey
        'X-User-Email' = $script:DialSpanUser
    }
    $params = @{ Method = $Method; Uri = "$script:DialSpanBase$Path"; Headers = $headers; ContentType = 'application/json' }
    if ($null -ne $Body) { $params.Body = ($Body | ConvertTo-Json -Depth 5) }

    for ($i = 1; $i -le 3; $i++) {
        try {
            return Invoke-RestMethod @params
        } catch {
            $status = [int]$_.Exception.Response.StatusCode
            if ($status -eq 502 -and $i -lt 3) {
                Write-Warning "DialSpan identity provider unreachable, retrying ($i)"
                Start-Sleep -Seconds (5 * $i)
                continue
            }
            $msg = $_.Exception.Message
            if ($_.ErrorDetails -and $_.ErrorDetails.Message) {
                $err = $_.ErrorDetails.Message | ConvertFrom-Json
                $msg = $err.error
            }
            if ($status -eq 503) {
                throw "DialSpan API is disabled for our account: $msg"
            }
            throw "DialSpan $Method $Path failed ($status): $msg"
        }
    }
}

function Get-DialSpanList {
    [CmdletBinding()]
    param([string] $ListId)
    if ($ListId) {
        Invoke-DialSpanRequest -Method GET -Path "/contact-lists/$ListId"
    } else {
        (Invoke-DialSpanRequest -Method GET -Path '/contact-lists').data
    }
}

function New-DialSpanList {
    param([Parameter(Mandatory)] [string] $Name)
    Invoke-DialSpanRequest -Method POST -Path '/contact-lists' -Body @{ name = $Name }
}

function Add-DialSpanContact {
    param(
        [Parameter(Mandatory)] [string] $ListId,
        [Parameter(Mandatory, ValueFromPipeline)] [string[]] $Phone
    )
    begin { $all = @() }
    process { $all += $Phone }
    end {
        $contacts = $all | ForEach-Object { @{ phone = $_ } }
        Invoke-DialSpanRequest -Method POST -Path "/contact-lists/$ListId/contacts" -Body @{ contacts = @($contacts) }
    }
}

function Remove-DialSpanContact {
    param([string] $ListId, [string] $Phone)
    Invoke-DialSpanRequest -Method DELETE -Path "/contact-lists/$ListId/contacts/$([uri]::EscapeDataString($Phone))"
}

function Send-OpsTeamsMessage {
    param([Parameter(Mandatory)] [string] $Text)
    # Teams incoming webhook; not DialSpan
    $hook = $env:OPS_TEAMS_WEBHOOK
    $resp = Invoke-WebRequest -Method POST -Uri $hook -Body (@{ text = $Text } | ConvertTo-Json) -ContentType 'application/json' -UseBasicParsing
    if ($resp.StatusCode -eq 502 -or $resp.StatusCode -eq 503) { Write-Warning 'Teams unavailable' }
}

Export-ModuleMember -Function Connect-DialSpan, Get-DialSpanList, New-DialSpanList, Add-DialSpanContact, Remove-DialSpanContact, Send-OpsTeamsMessage
