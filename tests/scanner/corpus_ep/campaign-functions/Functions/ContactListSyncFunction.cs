using System.Net.Http.Json;
using System.Text.Json.Nodes;
using CampaignFunctions.Shared;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.Logging;

namespace CampaignFunctions.Functions;

public sealed record SegmentExport(string ListId, string CampaignId, IReadOnlyList<string> Phones);

public sealed class ContactListSyncFunction(IHttpClientFactory factory, ILogger<ContactListSyncFunction> log)
{
    [Function(nameof(ContactListSyncFunction))]
    public async Task Run(
        [ServiceBusTrigger("segment-exports", Connection = "ServiceBus")] SegmentExport export,
        CancellationToken ct)
    {
        var http = factory.CreateClient(RingvaleHttp.ClientName);
        var actingUser = Environment.GetEnvironmentVariable("RINGVALE_ACTING_USER") ?? "campaign-bot@tessaline.io";

        using var req = new HttpRequestMessage(HttpMethod.Post, $"contact-lists/{export.ListId}/contacts")
        {
            Content = JsonContent.Create(new { contacts = export.Phones.Select(p => new { phone = p }) })
        };
        req.WithActingUser(actingUser);

        using var resp = await http.SendAsync(req, ct);
        if (resp.IsSuccessStatusCode)
        {
            log.LogInformation("Pushed {Count} phones to list {ListId}", export.Phones.Count, export.ListId);
            return;
        }

        var raw = await resp.Content.ReadAsStringAsync(ct);
        var message = JsonNode.Parse(raw)?["error"]?.GetValue<string>() ?? raw;

        switch ((int)resp.StatusCode)
        {
            case 502:
                // identity-provider blip on Ringvale's side - let Service Bus redeliver
                throw new TransientRingvaleException(message);
            case 503:
                log.LogError("Ringvale public API is disabled; dropping export for {ListId}", export.ListId);
                return;
            case 404 when message == "contact list not found":
                log.LogWarning("List {ListId} no longer exists in Ringvale", export.ListId);
                return;
            case 404 when message == "user not found":
                log.LogError("Acting user {User} missing from Ringvale", actingUser);
                return;
            default:
                throw new InvalidOperationException($"Ringvale {(int)resp.StatusCode}: {message}");
        }
    }
}
