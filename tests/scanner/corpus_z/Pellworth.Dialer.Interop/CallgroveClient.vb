Imports System.Configuration
Imports System.IO
Imports System.Net
Imports System.Text
Imports System.Runtime.Serialization.Json

Namespace Pellworth.Dialer.Interop

    Public Class CallgroveClient

        Private ReadOnly _baseUrl As String
        Private ReadOnly _apiKey As String
        Private ReadOnly _actingUserId As String

        Public Sub New()
            _baseUrl = ConfigurationManager.AppSettings("Callgrove.BaseUrl").TrimEnd("/"c)
            _apiKey = ConfigurationManager.AppSettings("Callgrove.ApiKey")
            _actingUserId = ConfigurationManager.AppSettings("Callgrove.ActingUserId")
        End Sub

        Private Function NewClient() As WebClient
            Dim wc As New WebClient()
            wc.Encoding = Encoding.UTF8
            wc.Headers.Add(HttpRequestHeader.ContentType, CallgroveHeaders.ContentType)
            wc.Headers.Add(CallgroveHeaders.ApiKey, _apiKey)
            wc.Headers.Add(CallgroveHeaders.ActingUser, _actingUserId)
            Return wc
        End Function

        Public Function GetContactList(listId As String) As String
            Return Send("GET", "/contact-lists/" & Uri.EscapeDataString(listId), Nothing)
        End Function

        Public Function AddContacts(listId As String, contactsJson As String) As String
            Return Send("POST", String.Format("/contact-lists/{0}/contacts", listId), contactsJson)
        End Function

        Public Sub DeleteList(listId As String)
            Send("DELETE", "/contact-lists/" & listId, Nothing)
        End Sub

        Private Function Send(method As String, path As String, body As String) As String
            Using wc = NewClient()
                Try
                    If method = "GET" Then
                        Return wc.DownloadString(_baseUrl & path)
                    End If
                    Return wc.UploadString(_baseUrl & path, method, If(body, String.Empty))
                Catch ex As WebException
                    Dim resp = TryCast(ex.Response, HttpWebResponse)
                    If resp Is Nothing Then Throw
                    Dim status = CInt(resp.StatusCode)
                    Dim err = ReadError(resp)
                    Select Case status
                        Case 502
                            ' identity provider behind Callgrove is flaky; caller retries
                            Throw New CallgroveApiException(status, "Callgrove IdP unreachable", True)
                        Case 503
                            Throw New CallgroveApiException(status, "Callgrove API disabled for this account", False)
                        Case 404
                            If err IsNot Nothing AndAlso err.ErrorText = "user not found" Then
                                Throw New CallgroveApiException(status, "Acting user " & _actingUserId & " unknown to Callgrove", False)
                            End If
                            Throw New CallgroveApiException(status, "Not found: " & path, False)
                        Case Else
                            Dim msg = If(err Is Nothing, ex.Message, err.ErrorText)
                            Throw New CallgroveApiException(status, msg, status = 429)
                    End Select
                End Try
            End Using
        End Function

        Private Shared Function ReadError(resp As HttpWebResponse) As CallgroveError
            Try
                Using s = resp.GetResponseStream()
                    Dim ser As New DataContractJsonSerializer(GetType(CallgroveError))
                    Return DirectCast(ser.ReadObject(s), CallgroveError)
                End Using
            Catch
                Return Nothing
            End Try
        End Function

    End Class

End Namespace
