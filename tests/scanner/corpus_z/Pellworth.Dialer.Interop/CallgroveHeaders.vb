Namespace Pellworth.Dialer.Interop

    ''' <summary>Header names expected by the Callgrove public API.</summary>
    Friend NotInheritable Class CallgroveHeaders
        Private Sub New()
        End Sub

        Public Const ApiKey As String = "x-api-key"
        Public Const ActingUser As String = "x-user-id"
        Public Const ContentType As String = "application/json"
    End Class

End Namespace
