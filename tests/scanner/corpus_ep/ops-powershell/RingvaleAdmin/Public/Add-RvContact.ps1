function Add-RvContact {
    [CmdletBinding()]
    param(
        [Parameter(Mandatory)]
        [string] $ListId,

        [Parameter(Mandatory, ValueFromPipeline)]
        [ValidatePattern('^\+[1-9]\d{6,14}$')]
        [string[]] $Phone,

        [string] $ActingEmail = $script:RvConfig.ActingAs
    )
    begin { $buffer = [System.Collections.Generic.List[string]]::new() }
    process { $buffer.AddRange($Phone) }
    end {
        $contacts = $buffer | Select-Object -Unique | ForEach-Object { @{ phone = $_ } }
        Invoke-RvRequest -Method POST -Path "contact-lists/$ListId/contacts" -Body @{ contacts = @($contacts) } -ActingEmail $ActingEmail
    }
}
