using Stripe;

namespace Kestrel.Dispatch.Web.Services;

public class StripeWebhookHandler(IConfiguration config, ILogger<StripeWebhookHandler> logger)
{
    public async Task<IResult> HandleAsync(HttpRequest req)
    {
        var json = await new StreamReader(req.Body).ReadToEndAsync();
        try
        {
            var evt = EventUtility.ConstructEvent(json, req.Headers["Stripe-Signature"], config["Stripe:WebhookSecret"]);
            logger.LogInformation("stripe {Type}", evt.Type);
            return Results.Ok();
        }
        catch (StripeException ex)
        {
            logger.LogWarning(ex, "bad stripe signature");
            return Results.BadRequest(new { error = "invalid signature" });
        }
    }
}
