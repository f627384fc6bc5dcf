using System.Net;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Azure.Functions.Worker.Http;
using Microsoft.Extensions.Logging;
using Stripe;

namespace TwFunctions.Functions;

public sealed class StripeWebhook
{
    private readonly ILogger<StripeWebhook> _logger;

    public StripeWebhook(ILogger<StripeWebhook> logger) => _logger = logger;

    [Function("StripeWebhook")]
    public async Task<HttpResponseData> Run(
        [HttpTrigger(AuthorizationLevel.Anonymous, "post", Route = "stripe")] HttpRequestData req)
    {
        var json = await new StreamReader(req.Body).ReadToEndAsync();
        var signature = req.Headers.TryGetValues("Stripe-Signature", out var v) ? v.First() : string.Empty;

        try
        {
            var evt = EventUtility.ConstructEvent(json, signature, Environment.GetEnvironmentVariable("STRIPE_WEBHOOK_SECRET"));
            _logger.LogInformation("Stripe {Type} {Id}", evt.Type, evt.Id);
            return req.CreateResponse(HttpStatusCode.OK);
        }
        catch (StripeException ex)
        {
            _logger.LogWarning(ex, "Invalid Stripe signature");
            var bad = req.CreateResponse(HttpStatusCode.BadRequest);
            await bad.WriteAsJsonAsync(new { error = "invalid signature" });
            return bad;
        }
    }
}
