using System.Text.Json;
using Harbor.Api.Infrastructure;

namespace Harbor.Api.Webhooks;

public static class RingmeshWebhookEndpoints
{
    public static void MapRingmeshWebhooks(this IEndpointRouteBuilder app)
    {
        app.MapPost("/webhooks/ringmesh", async (HttpRequest req, RingmeshSignatureVerifier verifier, LeadStore store, ILogger<RingmeshSignatureVerifier> log) =>
        {
            using var ms = new MemoryStream();
            await req.Body.CopyToAsync(ms);
            var body = ms.ToArray();

            if (!verifier.IsValid(req, body))
            {
                log.LogWarning("Rejected Ringmesh webhook with bad signature");
                return Results.Unauthorized();
            }

            using var doc = JsonDocument.Parse(body);
            var type = doc.RootElement.GetProperty("type").GetString();
            if (type == "call.completed")
            {
                var data = doc.RootElement.GetProperty("data");
                var listId = data.TryGetProperty("contactListId", out var l) ? l.GetString() : null;
                await store.MarkCallCompletedAsync(data.GetProperty("callId").GetString()!, listId);
            }

            return Results.Ok();
        }).AllowAnonymous();
    }
}
