using System.Net;
using CampaignFunctions.Shared;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.Logging;

namespace CampaignFunctions.Functions;

public sealed class ExpireCampaignListsFunction(
    IHttpClientFactory factory,
    ICampaignStore campaigns,
    ILogger<ExpireCampaignListsFunction> log)
{
    private const string BotEmail = "campaign-bot@tessaline.io";

    [Function("ExpireCampaignLists")]
    public async Task Run([TimerTrigger("0 0 3 * * *")] TimerInfo timer, CancellationToken ct)
    {
        var http = factory.CreateClient(RingvaleHttp.ClientName);

        foreach (var listId in await campaigns.GetExpiredListIdsAsync(ct))
        {
            using var req = new HttpRequestMessage(HttpMethod.Delete, "contact-lists/" + listId)
                .WithActingUser(BotEmail);
            using var resp = await http.SendAsync(req, ct);

            if (resp.StatusCode == HttpStatusCode.NotFound)
            {
                // list was removed by hand in the Ringvale UI
                await campaigns.ForgetListAsync(listId, ct);
                continue;
            }

            if (resp.StatusCode == HttpStatusCode.ServiceUnavailable)
            {
                log.LogError("Ringvale public API disabled - skipping cleanup run");
                return;
            }

            resp.EnsureSuccessStatusCode();
            await campaigns.ForgetListAsync(listId, ct);
            log.LogInformation("Deleted expired list {ListId}", listId);
        }
    }
}
