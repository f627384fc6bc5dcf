#Requires -Modules RingvaleAdmin, Microsoft.Graph.Groups
<#
.SYNOPSIS
    Pushes the mobile numbers of an Entra group (e.g. new-hire onboarding) into a Ringvale list.
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)] [string] $GroupId,
    [Parameter(Mandatory)] [string] $ListName
)

Connect-MgGraph -Scopes 'GroupMember.Read.All', 'User.Read.All' -NoWelcome

$members = Invoke-MgGraphRequest -Method GET -Uri "https://graph.microsoft.com/v1.0/groups/$GroupId/members?`$select=id,mobilePhone" -OutputType PSObject
$phones = $members.value | Where-Object mobilePhone | ForEach-Object { $_.mobilePhone -replace '[\s\-\(\)]', '' }

$list = Get-RvContactList | Where-Object name -eq $ListName
if (-not $list) {
    $list = New-RvContactList -Name $ListName
}

$phones | Add-RvContact -ListId $list.id
Write-Host ("Pushed {0} numbers to '{1}' ({2})" -f @($phones).Count, $ListName, $list.id)
