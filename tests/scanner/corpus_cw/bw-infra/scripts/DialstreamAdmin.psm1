# Shared helpers for the Dialstream admin scripts. Import-Module ./DialstreamAdmin.psm1

$script:DialstreamBase = if ($env:DIALSTREAM_BASE_URL) { $env:DIALSTREAM_BASE_URL } else { 'https://api.dialstream.io/api/public/v1' }

function Get-DialstreamHeaders {
    param([Parameter(Mandatory)] [string] $ApiKey, [string] $UserEmail = 'dialer-bot@brightwater-ins.com')
    @{
        'x-api-key'    = $ApiKey
        'x-user-email' = $UserEmail
    }
}

function New-DialstreamContactList {
    param([Parameter(Mandatory)] [string] $Name, [Parameter(Mandatory)] [hashtable] $Headers)
    $body = @{ name = $Name } | ConvertTo-Json
    Invoke-RestMethod -Method Post -Uri "$script:DialstreamBase/contact-lists" -Headers $Headers -Body $body -ContentType 'application/json'
}

function Add-DialstreamContact {
    param([string] $ListId, [string[]] $Phone, [hashtable] $Headers)
    $body = @{ contacts = @($Phone | ForEach-Object { @{ phone = $_ } }) } | ConvertTo-Json -Depth 4
    $attempt = 0
    while ($true) {
        $attempt++
        try {
            return Invoke-RestMethod -Method Post -Uri "$script:DialstreamBase/contact-lists/$ListId/contacts" -Headers $Headers -Body $body -ContentType 'application/json'
        }
        catch {
            $code = $_.Exception.Response.StatusCode.value__
            if ($code -in 429, 502 -and $attempt -lt 5) {
                Start-Sleep -Seconds ([math]::Pow(2, $attempt))
                continue
            }
            $err = $_.ErrorDetails.Message | ConvertFrom-Json
            foreach ($d in $err.details) { Write-Warning "$($d.path): $($d.message)" }
            throw $err.error
        }
    }
}

function Send-SlackAlert {
    param([string] $Text)
    Invoke-RestMethod -Method Post -Uri $env:SLACK_WEBHOOK_URL -Body (@{ text = $Text } | ConvertTo-Json) -ContentType 'application/json'
}

Export-ModuleMember -Function Get-DialstreamHeaders, New-DialstreamContactList, Add-DialstreamContact, Send-SlackAlert
