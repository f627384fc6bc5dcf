function Remove-RvContact {
    [CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'High')]
    param(
        [Parameter(Mandatory)]
        [string] $ListId,

        [Parameter(Mandatory, ValueFromPipeline)]
        [string] $Phone,

        [string] $ActingEmail = $script:RvConfig.ActingAs
    )
    process {
        if ($Phone -eq '*') {
            if ($PSCmdlet.ShouldProcess($ListId, 'Delete entire Ringvale list')) {
                Invoke-RvRequest -Method DELETE -Path "contact-lists/$ListId" -ActingEmail $ActingEmail
            }
            return
        }
        $encoded = [uri]::EscapeDataString($Phone)
        if ($PSCmdlet.ShouldProcess("$Phone in $ListId", 'Remove from Ringvale list')) {
            Invoke-RvRequest -Method DELETE -Path "contact-lists/$ListId/contacts/$encoded" -ActingEmail $ActingEmail
        }
    }
}
