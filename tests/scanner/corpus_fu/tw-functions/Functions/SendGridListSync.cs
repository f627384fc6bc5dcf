using System.Net;
using System.Net.Http.Json;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.Logging;

namespace TwFunctions.Functions;

/// <summary>Mirrors the newsletter audience into a SendGrid marketing contact list.</summary>
public sealed class SendGridListSync
{
    private readonly IHttpClientFactory _factory;
    private readonly ILogger<SendGridListSync> _logger;

    public SendGridListSync(IHttpClientFactory factory, ILogger<SendGridListSync> logger)
    {
        _factory = factory;
        _logger = logger;
    }

    [Function("SendGridListSync")]
    public async Task Run([TimerTrigger("0 0 3 * * *")] TimerInfo timer, CancellationToken ct)
    {
        var sg = _factory.CreateClient("sendgrid");
        var payload = new
        {
            list_ids = new[] { "a1b2c3d4-newsletter" },
            contacts = new[] { new { email = "someone@example.com" } },
        };

        using var resp = await sg.PutAsJsonAsync("marketing/contacts", payload, ct);
        if (resp.StatusCode == HttpStatusCode.ServiceUnavailable || resp.StatusCode == HttpStatusCode.BadGateway)
        {
            _logger.LogWarning("SendGrid unavailable, will retry tomorrow");
            return;
        }
        if (resp.StatusCode == HttpStatusCode.NotFound)
        {
            _logger.LogError("SendGrid contact list missing - was it deleted in the UI?");
            return;
        }
        resp.EnsureSuccessStatusCode();
    }
}
