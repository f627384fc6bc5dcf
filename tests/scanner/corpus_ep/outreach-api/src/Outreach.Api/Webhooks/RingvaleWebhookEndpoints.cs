using System.Security.Cryptography;
using System.Text;
using System.Text.Json;

namespace Outreach.Api.Webhooks;

public static class RingvaleWebhookEndpoints
{
    public static IEndpointRouteBuilder MapRingvaleWebhooks(this IEndpointRouteBuilder app)
    {
        app.MapPost("/webhooks/ringvale", async (HttpRequest request, IConfiguration config, ILogger<RingvaleCallEvent> log) =>
        {
            request.EnableBuffering();
            using var reader = new StreamReader(request.Body, Encoding.UTF8, leaveOpen: true);
            var body = await reader.ReadToEndAsync();
            request.Body.Position = 0;

            var provided = request.Headers["X-Ringvale-Signature"].ToString();
            var secret = config["Ringvale:WebhookSigningSecret"]
                ?? throw new InvalidOperationException("Ringvale signing secret is not configured");

            using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(secret));
            var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();

            if (!CryptographicOperations.FixedTimeEquals(
                    Encoding.ASCII.GetBytes(expected),
                    Encoding.ASCII.GetBytes(provided.ToLowerInvariant())))
            {
                log.LogWarning("Rejected Ringvale webhook with bad signature");
                return Results.Unauthorized();
            }

            var evt = JsonSerializer.Deserialize<RingvaleCallEvent>(body, JsonSerializerOptions.Web)!;
            log.LogInformation("Call {CallId} ended with outcome {Outcome} after {Seconds}s", evt.CallId, evt.Outcome, evt.DurationSeconds);
            return Results.Ok();
        }).AllowAnonymous();

        return app;
    }
}

public record RingvaleCallEvent(string CallId, string Outcome, int DurationSeconds, string? RepEmail);
