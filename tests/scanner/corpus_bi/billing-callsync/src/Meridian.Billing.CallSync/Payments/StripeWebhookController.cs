using Microsoft.AspNetCore.Mvc;
using Stripe;

namespace Meridian.Billing.CallSync.Payments;

[ApiController]
[Route("webhooks/stripe")]
public class StripeWebhookController(IConfiguration config, ILogger<StripeWebhookController> log) : ControllerBase
{
    [HttpPost]
    public async Task<IActionResult> Receive()
    {
        var json = await new StreamReader(Request.Body).ReadToEndAsync();
        var signature = Request.Headers["Stripe-Signature"];
        try
        {
            var evt = EventUtility.ConstructEvent(json, signature, config["Stripe:WebhookSecret"]);
            log.LogInformation("Stripe event {Type}", evt.Type);
            return Ok();
        }
        catch (StripeException)
        {
            return BadRequest(new { error = "invalid signature" });
        }
    }
}
