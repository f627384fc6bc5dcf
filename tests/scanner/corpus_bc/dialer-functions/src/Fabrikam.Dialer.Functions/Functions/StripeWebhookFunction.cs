using System.Net;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Azure.Functions.Worker.Http;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.Logging;
using Stripe;

namespace Fabrikam.Dialer.Functions.Functions;

public sealed class StripeWebhookFunction
{
    private readonly string _secret;
    private readonly ILogger<StripeWebhookFunction> _logger;

    public StripeWebhookFunction(IConfiguration config, ILogger<StripeWebhookFunction> logger)
    {
        _secret = config["Stripe:WebhookSecret"]!;
        _logger = logger;
    }

    [Function("StripeWebhook")]
    public async Task<HttpResponseData> RunAsync(
        [HttpTrigger(AuthorizationLevel.Anonymous, "post", Route = "webhooks/stripe")] HttpRequestData req)
    {
        var json = await new StreamReader(req.Body).ReadToEndAsync();
        var signature = req.Headers.TryGetValues("Stripe-Signature", out var v) ? v.First() : string.Empty;

        try
        {
            var stripeEvent = EventUtility.ConstructEvent(json, signature, _secret);
            _logger.LogInformation("Stripe event {Type}", stripeEvent.Type);
        }
        catch (StripeException ex)
        {
            _logger.LogWarning(ex, "Invalid Stripe signature");
            return req.CreateResponse(HttpStatusCode.BadRequest);
        }

        return req.CreateResponse(HttpStatusCode.OK);
    }
}
