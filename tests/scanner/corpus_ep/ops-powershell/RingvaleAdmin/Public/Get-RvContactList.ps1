function Get-RvContactList {
    <#
    .SYNOPSIS
        Lists Ringvale contact lists, or gets one by id.
    .EXAMPLE
        Get-RvContactList | Where-Object name -like 'Q3*'
    #>
    [CmdletBinding(DefaultParameterSetName = 'All')]
    param(
        [Parameter(ParameterSetName = 'ById', Mandatory, ValueFromPipelineByPropertyName)]
        [Alias('id')]
        [string] $ListId,

        [string] $ActingEmail = $script:RvConfig.ActingAs
    )
    process {
        if ($PSCmdlet.ParameterSetName -eq 'ById') {
            Invoke-RvRequest -Method GET -Path "contact-lists/$ListId" -ActingEmail $ActingEmail
        }
        else {
            (Invoke-RvRequest -Method GET -Path 'contact-lists?limit=500' -ActingEmail $ActingEmail).items
        }
    }
}
