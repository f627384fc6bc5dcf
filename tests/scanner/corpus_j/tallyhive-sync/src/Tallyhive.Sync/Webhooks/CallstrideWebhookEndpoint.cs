using System.Security.Cryptography;
using System.Text;
using Microsoft.Extensions.Options;
using Tallyhive.Sync.Callstride;

namespace Tallyhive.Sync.Webhooks;

public static class CallstrideWebhookEndpoint
{
    public static IEndpointRouteBuilder MapCallstrideWebhooks(this IEndpointRouteBuilder app)
    {
        app.MapPost("/webhooks/callstride", async (HttpRequest req, IOptions<CallstrideOptions> opts, ICallEventSink sink) =>
        {
            using var reader = new StreamReader(req.Body, Encoding.UTF8);
            var body = await reader.ReadToEndAsync();

            var provided = req.Headers["X-Callstride-Signature"].ToString();
            using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(opts.Value.WebhookSecret));
            var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();

            if (!CryptographicOperations.FixedTimeEquals(Encoding.UTF8.GetBytes(expected), Encoding.UTF8.GetBytes(provided)))
                return Results.Unauthorized();

            await sink.HandleAsync(body);
            return Results.NoContent();
        });
        return app;
    }
}
