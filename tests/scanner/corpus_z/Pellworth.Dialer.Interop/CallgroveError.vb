Imports System.Collections.Generic
Imports System.Runtime.Serialization

Namespace Pellworth.Dialer.Interop

    <DataContract>
    Public Class CallgroveError
        <DataMember(Name:="error")>
        Public Property ErrorText As String

        <DataMember(Name:="details")>
        Public Property Details As List(Of CallgroveErrorDetail)
    End Class

    <DataContract>
    Public Class CallgroveErrorDetail
        <DataMember(Name:="path")>
        Public Property Path As String

        <DataMember(Name:="message")>
        Public Property Message As String
    End Class

    Public Class CallgroveApiException
        Inherits Exception

        Public Property StatusCode As Integer
        Public Property IsTransient As Boolean

        Public Sub New(status As Integer, message As String, transient As Boolean)
            MyBase.New(message)
            StatusCode = status
            IsTransient = transient
        End Sub
    End Class

End Namespace
