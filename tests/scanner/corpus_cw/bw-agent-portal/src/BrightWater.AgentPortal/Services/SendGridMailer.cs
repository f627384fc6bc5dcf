using System.Net;
using System.Net.Http.Headers;
using System.Net.Http.Json;

namespace BrightWater.AgentPortal.Services;

/// <summary>Transactional email via SendGrid v3 (welcome mails for new agents).</summary>
public sealed class SendGridMailer
{
    private readonly HttpClient _http;

    public SendGridMailer(HttpClient http, IConfiguration config)
    {
        _http = http;
        _http.BaseAddress = new Uri("https://api.sendgrid.com/v3/");
        _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", config["SendGrid:ApiKey"]);
    }

    public async Task SendAsync(string to, string subject, string html, CancellationToken ct)
    {
        var payload = new
        {
            personalizations = new[] { new { to = new[] { new { email = to } } } },
            from = new { email = "no-reply@brightwater-ins.com" },
            subject,
            content = new[] { new { type = "text/html", value = html } },
        };

        using var response = await _http.PostAsJsonAsync("mail/send", payload, ct);
        if (response.StatusCode == HttpStatusCode.ServiceUnavailable || response.StatusCode == HttpStatusCode.BadGateway)
        {
            throw new HttpRequestException("SendGrid temporarily unavailable");
        }
        response.EnsureSuccessStatusCode();
    }
}
