function New-RvContactList {
    [CmdletBinding(SupportsShouldProcess)]
    param(
        [Parameter(Mandatory)]
        [string] $Name,

        [string] $ActingEmail = $script:RvConfig.ActingAs
    )
    if ($PSCmdlet.ShouldProcess($Name, 'Create Ringvale contact list')) {
        Invoke-RvRequest -Method POST -Path 'contact-lists' -Body @{ name = $Name } -ActingEmail $ActingEmail
    }
}
