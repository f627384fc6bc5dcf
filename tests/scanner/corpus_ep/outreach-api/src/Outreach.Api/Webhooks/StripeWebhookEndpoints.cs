using Stripe;

namespace Outreach.Api.Webhooks;

public static class StripeWebhookEndpoints
{
    public static IEndpointRouteBuilder MapStripeWebhooks(this IEndpointRouteBuilder app)
    {
        app.MapPost("/webhooks/stripe", async (HttpRequest request, IConfiguration config, ILogger<Event> log) =>
        {
            var json = await new StreamReader(request.Body).ReadToEndAsync();
            var signature = request.Headers["Stripe-Signature"];
            try
            {
                var evt = EventUtility.ConstructEvent(json, signature, config["Stripe:WebhookSecret"]);
                if (evt.Type == EventTypes.InvoicePaid)
                {
                    log.LogInformation("Invoice paid: {Id}", evt.Id);
                }
                return Results.Ok();
            }
            catch (StripeException ex)
            {
                log.LogWarning(ex, "Invalid Stripe signature");
                return Results.BadRequest(new { error = "invalid signature" });
            }
        }).AllowAnonymous();

        return app;
    }
}
