using Microsoft.AspNetCore.Mvc;
using Stripe;

namespace BrightWater.AgentPortal.Webhooks;

[ApiController]
[Route("webhooks/stripe")]
public sealed class StripeWebhookController : ControllerBase
{
    private readonly string _secret;

    public StripeWebhookController(IConfiguration config) => _secret = config["Stripe:WebhookSecret"]!;

    [HttpPost]
    public async Task<IActionResult> Receive()
    {
        var json = await new StreamReader(HttpContext.Request.Body).ReadToEndAsync();
        try
        {
            var stripeEvent = EventUtility.ConstructEvent(json, Request.Headers["Stripe-Signature"], _secret);
            if (stripeEvent.Type == EventTypes.InvoicePaymentFailed)
            {
                // premium collection failed -> handled by billing worker
            }
            return Ok();
        }
        catch (StripeException)
        {
            return BadRequest(new { error = "invalid signature" });
        }
    }
}
