Imports System.Configuration
Imports System.IO
Imports System.Net
Imports System.Text
Imports System.Web.Script.Serialization

''' <summary>
''' Thin wrapper over the Dialstream REST API used by the agent desktop dialer (2016).
''' </summary>
Public Class DialstreamGateway

    Private ReadOnly _endpoint As String = ConfigurationManager.AppSettings("Dialstream.Endpoint")
    Private ReadOnly _apiKey As String = ConfigurationManager.AppSettings("Dialstream.ApiKey")
    Private ReadOnly _actingUser As String = ConfigurationManager.AppSettings("Dialstream.ActingUser")
    Private ReadOnly _json As New JavaScriptSerializer()

    Private Function CreateClient() As WebClient
        Dim wc As New WebClient()
        wc.Encoding = Encoding.UTF8
        wc.Headers.Add("x-api-key", _apiKey)
        wc.Headers.Add("x-user-email", _actingUser)
        wc.Headers.Add(HttpRequestHeader.ContentType, "application/json")
        Return wc
    End Function

    Public Function GetLists() As List(Of Dictionary(Of String, Object))
        Using wc = CreateClient()
            Dim raw = Execute(Function() wc.DownloadString(_endpoint & "contact-lists"))
            Dim page = _json.Deserialize(Of Dictionary(Of String, Object))(raw)
            Dim result As New List(Of Dictionary(Of String, Object))
            For Each item In CType(page("items"), ArrayList)
                result.Add(CType(item, Dictionary(Of String, Object)))
            Next
            Return result
        End Using
    End Function

    Public Sub AddContact(listId As String, phone As String, name As String)
        Dim body = _json.Serialize(New With {.contacts = New Object() {New With {.phone = phone, .firstName = name}}})
        Using wc = CreateClient()
            Execute(Function() wc.UploadString(_endpoint & "contact-lists/" & listId & "/contacts", "POST", body))
        End Using
    End Sub

    Public Sub RemoveContact(listId As String, phone As String)
        Using wc = CreateClient()
            Execute(Function() wc.UploadString(_endpoint & "contact-lists/" & listId & "/contacts/" & Uri.EscapeDataString(phone), "DELETE", ""))
        End Using
    End Sub

    Private Function Execute(call As Func(Of String)) As String
        Try
            Return call()
        Catch ex As WebException When ex.Response IsNot Nothing
            Dim resp = CType(ex.Response, HttpWebResponse)
            Dim text As String
            Using reader As New StreamReader(resp.GetResponseStream())
                text = reader.ReadToEnd()
            End Using
            Dim err = DialstreamErrors.Parse(text)
            Select Case CInt(resp.StatusCode)
                Case 404
                    If err.Message = DialstreamErrors.UserNotFound Then
                        Throw New DialstreamException("Your login is not set up in Dialstream. Ask IT to add " & _actingUser, ex)
                    End If
                    Throw New DialstreamException("Contact list not found", ex)
                Case 502
                    Throw New DialstreamException("Dialstream sign-in service is down, try again shortly", ex)
                Case 503
                    Throw New DialstreamException("Dialstream integration disabled", ex)
                Case Else
                    Throw New DialstreamException(err.Message, ex)
            End Select
        End Try
    End Function

End Class
