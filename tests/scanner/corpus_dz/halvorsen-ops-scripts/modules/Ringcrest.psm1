#Requires -Version 7.2
# Thin wrapper around the Ringcrest public API for ops scripts.

$script:RingcrestApiVersion = 'v1'
$script:RingcrestHost = if ($env:RINGCREST_HOST) { $env:RINGCREST_HOST } else { 'https://api.ringcrest.io' }

function Get-RingcrestBaseUri {
    "$script:RingcrestHost/api/public/$script:RingcrestApiVersion"
}

function Get-RingcrestHeaders {
    param(
        [Parameter(Mandatory)] [string] $ActingUserEmail
    )
    if (-not $env:RINGCREST_API_KEY) { throw 'RINGCREST_API_KEY is not set' }
    @{
        'X-Api-Key'    = $env:RINGCREST_API_KEY
        'X-User-Email' = $ActingUserEmail
        'Accept'       = 'application/json'
    }
}

function Invoke-Ringcrest {
    param(
        [Parameter(Mandatory)] [string] $Method,
        [Parameter(Mandatory)] [string] $Path,
        [Parameter(Mandatory)] [string] $ActingUserEmail,
        [object] $Body,
        [int] $MaxAttempts = 4
    )
    $uri = (Get-RingcrestBaseUri) + $Path
    $attempt = 0
    while ($true) {
        $attempt++
        try {
            $params = @{ Method = $Method; Uri = $uri; Headers = (Get-RingcrestHeaders -ActingUserEmail $ActingUserEmail) }
            if ($null -ne $Body) { $params.Body = ($Body | ConvertTo-Json -Depth 6); $params.ContentType = 'application/json' }
            return Invoke-RestMethod @params
        }
        catch {
            $status = [int]$_.Exception.Response.StatusCode
            $err = $null
            try { $err = ($_.ErrorDetails.Message | ConvertFrom-Json).error } catch { }

            if ($status -eq 502 -and $attempt -lt $MaxAttempts) {
                Write-Warning "Ringcrest IdP unreachable (502), retry $attempt/$MaxAttempts"
                Start-Sleep -Seconds ([math]::Pow(2, $attempt))
                continue
            }
            if ($status -eq 503) {
                throw "Ringcrest public API is disabled for this tenant. Ask the Ringcrest admin to re-enable it."
            }
            if ($status -eq 404 -and $err -eq 'user not found') {
                throw "Acting user $ActingUserEmail does not exist in Ringcrest."
            }
            throw "Ringcrest $Method $Path failed ($status): $err"
        }
    }
}

function Get-RingcrestContactList {
    param([string] $ListId, [string] $ActingUserEmail = 'ops@halvorsenfreight.no')
    if ($ListId) {
        Invoke-Ringcrest -Method GET -Path "/contact-lists/$ListId" -ActingUserEmail $ActingUserEmail
    } else {
        (Invoke-Ringcrest -Method GET -Path '/contact-lists?pageSize=200' -ActingUserEmail $ActingUserEmail).data
    }
}

function Remove-RingcrestContact {
    param([Parameter(Mandatory)] [string] $ListId, [Parameter(Mandatory)] [string] $Phone,
          [string] $ActingUserEmail = 'ops@halvorsenfreight.no')
    $encoded = [uri]::EscapeDataString($Phone)
    Invoke-Ringcrest -Method DELETE -Path "/contact-lists/$ListId/contacts/$encoded" -ActingUserEmail $ActingUserEmail
}

Export-ModuleMember -Function Get-RingcrestContactList, Remove-RingcrestContact, Invoke-Ringcrest
