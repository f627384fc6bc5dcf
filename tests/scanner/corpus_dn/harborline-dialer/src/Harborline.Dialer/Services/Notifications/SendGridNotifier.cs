using System.Net.Http.Headers;
using System.Net.Http.Json;
using Microsoft.Extensions.Configuration;

namespace Harborline.Dialer.Services.Notifications;

public interface IAlertNotifier
{
    Task NotifySupervisorAsync(string subject, string text, CancellationToken ct = default);
    Task AddToNurtureListAsync(string email, CancellationToken ct = default);
}

internal sealed class SendGridNotifier : IAlertNotifier
{
    private const string NurtureListId = "a4c2f1e0-7b9d-4e36-b5a1-2c8f0d9e6b17";
    private readonly HttpClient _http;
    private readonly string _from;

    public SendGridNotifier(HttpClient http, IConfiguration config)
    {
        _http = http;
        _from = config["Notifications:SendGridFrom"] ?? "noreply@harborline.com";
        _http.DefaultRequestHeaders.Authorization =
            new AuthenticationHeaderValue("Bearer", config["Notifications:SendGridApiKey"]);
    }

    public async Task NotifySupervisorAsync(string subject, string text, CancellationToken ct = default)
    {
        var mail = new
        {
            personalizations = new[] { new { to = new[] { new { email = "floor-supervisors@harborline.com" } } } },
            from = new { email = _from },
            subject,
            content = new[] { new { type = "text/plain", value = text } },
        };
        using var resp = await _http.PostAsJsonAsync("mail/send", mail, ct);
        resp.EnsureSuccessStatusCode();
    }

    public async Task AddToNurtureListAsync(string email, CancellationToken ct = default)
    {
        var body = new { list_ids = new[] { NurtureListId }, contacts = new[] { new { email } } };
        using var req = new HttpRequestMessage(HttpMethod.Put, "marketing/contacts") { Content = JsonContent.Create(body) };
        using var resp = await _http.SendAsync(req, ct);
        if ((int)resp.StatusCode == 503)
        {
            // SendGrid maintenance window; drop silently, supervisors re-sync nightly.
            return;
        }
        resp.EnsureSuccessStatusCode();
    }
}
