Imports System.Configuration
Imports System.Net
Imports System.Text

Namespace Pellworth.Dialer.Interop

    ''' <summary>
    ''' Posts dialer actions to the internal audit service (AWS API Gateway in front of Lambda).
    ''' </summary>
    Public Class AuditTrailClient

        Public Sub Record(actorUserId As String, action As String, detailJson As String)
            Dim url = ConfigurationManager.AppSettings("Audit.BaseUrl") & "/events"
            Dim req = DirectCast(WebRequest.Create(url), HttpWebRequest)
            req.Method = "POST"
            req.ContentType = "application/json"
            req.Headers.Add("x-api-key", ConfigurationManager.AppSettings("Audit.ApiKey"))
            req.Headers.Add("X-User-Id", actorUserId)
            Dim payload = Encoding.UTF8.GetBytes("{""action"":""" & action & """,""detail"":" & detailJson & "}")
            req.ContentLength = payload.Length
            Using s = req.GetRequestStream()
                s.Write(payload, 0, payload.Length)
            End Using
            Try
                Using resp = DirectCast(req.GetResponse(), HttpWebResponse)
                End Using
            Catch ex As WebException
                Dim r = TryCast(ex.Response, HttpWebResponse)
                If r IsNot Nothing AndAlso (r.StatusCode = HttpStatusCode.ServiceUnavailable OrElse r.StatusCode = HttpStatusCode.BadGateway) Then
                    ' audit is best effort
                    Return
                End If
                Throw
            End Try
        End Sub

    End Class

End Namespace
