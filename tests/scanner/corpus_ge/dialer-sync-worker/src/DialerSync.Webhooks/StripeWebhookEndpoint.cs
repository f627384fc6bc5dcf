using Microsoft.Extensions.Options;
using Stripe;

namespace DialerSync.Webhooks;

public static class StripeWebhookEndpoint
{
    public static async Task<IResult> HandleAsync(HttpRequest request, IOptions<WebhookSecrets> secrets, ILoggerFactory loggers)
    {
        var json = await new StreamReader(request.Body).ReadToEndAsync();
        var signature = request.Headers["Stripe-Signature"];
        try
        {
            var evt = EventUtility.ConstructEvent(json, signature, secrets.Value.StripeSigningSecret);
            loggers.CreateLogger("StripeWebhook").LogInformation("Stripe event {Type}", evt.Type);
            return Results.Ok();
        }
        catch (StripeException ex)
        {
            return Results.BadRequest(new { error = ex.Message });
        }
    }
}
