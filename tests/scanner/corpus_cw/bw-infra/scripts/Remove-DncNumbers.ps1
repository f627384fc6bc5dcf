#requires -Version 7
<#
.SYNOPSIS
    Removes numbers on the internal do-not-call register from every Dialstream list.
#>
param(
    [Parameter(Mandatory)] [string] $DncCsv,
    [string] $ApiVersion = 'v1'
)

$base = "https://api.dialstream.io/api/public/$ApiVersion"
$key  = Get-AzKeyVaultSecret -VaultName 'kv-bw-prod' -Name 'dialstream-api-key' -AsPlainText
$hdr  = @{ 'x-api-key' = $key; 'x-user-id' = '00u8f2kq1zR4aBcD5e7' }

$numbers = Import-Csv $DncCsv | Select-Object -ExpandProperty Phone
$lists = (Invoke-RestMethod -Uri "$base/contact-lists" -Headers $hdr).items

foreach ($list in $lists) {
    foreach ($phone in $numbers) {
        $enc = [uri]::EscapeDataString($phone)
        $resp = Invoke-WebRequest -Method Delete -Uri "$base/contact-lists/$($list.id)/contacts/$enc" -Headers $hdr -SkipHttpErrorCheck
        if ($resp.StatusCode -eq 502) {
            Start-Sleep -Seconds 3
            $resp = Invoke-WebRequest -Method Delete -Uri $resp.BaseResponse.RequestMessage.RequestUri -Headers $hdr -SkipHttpErrorCheck
        }
        Write-Verbose "$($list.name) $phone -> $($resp.StatusCode)"
    }
}
