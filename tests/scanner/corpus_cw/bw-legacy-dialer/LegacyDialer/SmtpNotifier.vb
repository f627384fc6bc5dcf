Imports System.Configuration
Imports System.Net
Imports System.Net.Mail

Public Module SmtpNotifier

    Public Sub NotifyFailure(subject As String, detail As String)
        Dim host = ConfigurationManager.AppSettings("Smtp.Host")
        Dim from = ConfigurationManager.AppSettings("Smtp.From")
        Using client As New SmtpClient(host, 587)
            client.EnableSsl = True
            client.Credentials = CredentialCache.DefaultNetworkCredentials
            Dim msg As New MailMessage(from, "dialer-support@brightwater-ins.com", subject, detail)
            msg.Headers.Add("X-User-Email", Environment.UserName & "@brightwater-ins.com")
            Try
                client.Send(msg)
            Catch ex As SmtpException When ex.StatusCode = SmtpStatusCode.ServiceNotAvailable
                ' 421 from Exchange Online - drop the alert, the event log still has it
                EventLog.WriteEntry("LegacyDialer", detail, EventLogEntryType.Warning)
            End Try
        End Using
    End Sub

End Module
