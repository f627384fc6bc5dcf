. $PSScriptRoot/Private/Constants.ps1

function Get-VoxHeaders {
    param([string]$UserEmail)
    $key = if ($env:VOX_KEY) { $env:VOX_KEY } else { $script:VoxDefaultKey }
    @{
        $script:VoxKeyHeader  = $key
        $script:VoxUserHeader = $UserEmail
    }
}

function Get-VoxContactList {
    [CmdletBinding()]
    param([Parameter(Mandatory)][string]$UserEmail, [int]$Id)
    $uri = if ($Id) { "$script:VoxBase/contact-lists/$Id" } else { "$script:VoxBase/contact-lists" }
    try {
        Invoke-RestMethod -Uri $uri -Headers (Get-VoxHeaders $UserEmail) -Method Get
    }
    catch {
        $status = $_.Exception.Response.StatusCode.value__
        $body = $_.ErrorDetails.Message | ConvertFrom-Json -ErrorAction SilentlyContinue
        switch ($status) {
            404 { Write-Warning "VoxLine user $UserEmail not found" }
            502 { Write-Warning 'VoxLine identity provider unreachable, retry later' }
            default { throw "VoxLine error: $($body.error)" }
        }
    }
}

function Remove-VoxContactByPhone {
    param([string]$UserEmail, [int]$ListId, [string[]]$Phone)
    $payload = @{ phoneNumbers = $Phone } | ConvertTo-Json
    Invoke-RestMethod -Method Delete -Uri "$script:VoxBase/contact-lists/$ListId/contacts" -Headers (Get-VoxHeaders $UserEmail) -Body $payload -ContentType 'application/json'
}

function Get-MgUserDisplayName {
    param([string]$Upn, [string]$Token)
    $r = Invoke-RestMethod -Uri "$script:GraphBase/users/$Upn" -Headers @{ Authorization = "Bearer $Token" }
    $r.displayName
}

Export-ModuleMember -Function Get-VoxContactList, Remove-VoxContactByPhone, Get-MgUserDisplayName

# Marketing e-mail via AWS SES v2 contact lists (not the calling service).
function Add-SesListContact {
    param([string]$ListName, [string]$Email, [string]$ApiKey)
    $uri = "https://email.eu-west-1.amazonaws.com/v2/email/contact-lists/$ListName/contacts"
    $headers = @{ 'x-api-key' = $ApiKey }   # via our signing proxy
    try {
        Invoke-RestMethod -Method Post -Uri $uri -Headers $headers -Body (@{ EmailAddress = $Email } | ConvertTo-Json)
    } catch {
        $code = $_.Exception.Response.StatusCode.value__
        if ($code -eq 404) { Write-Warning "SES list $ListName not found" }
        elseif ($code -eq 503) { Write-Warning 'SES throttled' }
        else { throw }
    }
}
