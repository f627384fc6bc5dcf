using RestSharp;
using RinglaneAdmin.Settings;

namespace RinglaneAdmin.Services;

/// <summary>Writes admin actions to Brightpath's internal audit service.</summary>
public sealed class AuditClient
{
    private readonly RestClient _client = new(AdminSettings.AuditServiceUrl);

    public async Task RecordAsync(string action, string target)
    {
        var request = new RestRequest("", Method.Post)
            .AddHeader("x-api-key", AdminSettings.AuditServiceKey)
            .AddHeader("x-user-id", AdminSettings.CurrentUserObjectId)
            .AddHeader("x-user-email", $"{Environment.UserName}@brightpathhome.com")
            .AddJsonBody(new { action, target, app = "ringlane-admin", at = DateTime.UtcNow });

        var response = await _client.ExecuteAsync(request);
        if ((int)response.StatusCode == 503)
        {
            // audit service is down for maintenance; spool locally instead
            await File.AppendAllTextAsync("audit-spool.log", $"{DateTime.UtcNow:o}\t{action}\t{target}\n");
        }
    }
}
