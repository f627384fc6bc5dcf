using Microsoft.AspNetCore.Mvc;
using Stripe;

namespace Kestrel.Dialer.Webhooks;

[ApiController]
[Route("webhooks/stripe")]
public sealed class StripeWebhookController(IConfiguration config, ILogger<StripeWebhookController> logger) : ControllerBase
{
    [HttpPost]
    public async Task<IActionResult> Receive()
    {
        var json = await new StreamReader(HttpContext.Request.Body).ReadToEndAsync();
        try
        {
            var stripeEvent = EventUtility.ConstructEvent(
                json,
                Request.Headers["Stripe-Signature"],
                config["Stripe:WebhookSecret"]);

            logger.LogInformation("Stripe event {Type}", stripeEvent.Type);
            return Ok();
        }
        catch (StripeException e)
        {
            return BadRequest(new { error = e.Message });
        }
    }
}
