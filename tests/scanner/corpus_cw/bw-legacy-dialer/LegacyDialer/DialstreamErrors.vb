Imports System.Web.Script.Serialization

Public Class DialstreamErrorInfo
    Public Property Message As String
    Public Property Fields As New List(Of String)
End Class

Public Module DialstreamErrors

    Public Const UserNotFound As String = "user not found"

    Public Function Parse(body As String) As DialstreamErrorInfo
        Dim info As New DialstreamErrorInfo()
        Try
            Dim obj = New JavaScriptSerializer().Deserialize(Of Dictionary(Of String, Object))(body)
            info.Message = CStr(obj("error"))
            If obj.ContainsKey("details") Then
                For Each d As Dictionary(Of String, Object) In CType(obj("details"), ArrayList)
                    info.Fields.Add(CStr(d("path")) & ": " & CStr(d("message")))
                Next
            End If
        Catch ex As ArgumentException
            info.Message = body
        End Try
        Return info
    End Function

End Module

Public Class DialstreamException
    Inherits ApplicationException

    Public Sub New(message As String, inner As Exception)
        MyBase.New(message, inner)
    End Sub
End Class
