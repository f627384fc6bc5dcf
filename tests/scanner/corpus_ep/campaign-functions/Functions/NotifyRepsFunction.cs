using System.Net;
using System.Net.Http.Headers;
using System.Net.Http.Json;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.Logging;

namespace CampaignFunctions.Functions;

// Adds reps to the SendGrid marketing list that receives the weekly campaign digest.
public sealed class NotifyRepsFunction(IHttpClientFactory factory, ILogger<NotifyRepsFunction> log)
{
    private const string DigestListId = "b7f3c1e0-5a2d-4c11-9e3a-0d6f2b8a4c19";

    [Function("NotifyReps")]
    public async Task Run([TimerTrigger("0 30 6 * * MON")] TimerInfo timer, CancellationToken ct)
    {
        var http = factory.CreateClient("sendgrid");
        http.DefaultRequestHeaders.Authorization =
            new AuthenticationHeaderValue("Bearer", Environment.GetEnvironmentVariable("SENDGRID_API_KEY"));

        var payload = new
        {
            list_ids = new[] { DigestListId },
            contacts = new[] { new { email = "sales-team@tessaline.io" } }
        };

        using var resp = await http.PutAsJsonAsync("marketing/contacts", payload, ct);
        if (resp.StatusCode == HttpStatusCode.NotFound)
        {
            log.LogError("SendGrid contact list {ListId} not found", DigestListId);
            return;
        }
        if (resp.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable)
        {
            log.LogWarning("SendGrid unavailable, digest subscription will retry next week");
            return;
        }
        resp.EnsureSuccessStatusCode();

        var lists = await http.GetFromJsonAsync<object>("marketing/lists?page_size=100", ct);
        log.LogDebug("SendGrid lists: {Lists}", lists);
    }
}
