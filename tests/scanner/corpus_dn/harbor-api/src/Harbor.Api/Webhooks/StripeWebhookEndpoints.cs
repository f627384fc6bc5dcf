using Stripe;

namespace Harbor.Api.Webhooks;

public static class StripeWebhookEndpoints
{
    public static void MapStripeWebhooks(this IEndpointRouteBuilder app)
    {
        app.MapPost("/webhooks/stripe", async (HttpRequest req, IConfiguration config, ILogger<Program> log) =>
        {
            var json = await new StreamReader(req.Body).ReadToEndAsync();
            var signature = req.Headers["Stripe-Signature"];
            try
            {
                var evt = EventUtility.ConstructEvent(json, signature, config["Webhooks:StripeSigningSecret"]);
                log.LogInformation("Stripe event {Type}", evt.Type);
                return Results.Ok();
            }
            catch (StripeException ex)
            {
                return Results.BadRequest(new { error = ex.Message });
            }
        }).AllowAnonymous();
    }
}
