using Microsoft.AspNetCore.Mvc;
using Stripe;

namespace Dispatch.Api.Controllers;

[ApiController]
[Route("webhooks/stripe")]
public sealed class StripeWebhookController(IConfiguration config, ILogger<StripeWebhookController> logger) : ControllerBase
{
    [HttpPost]
    public async Task<IActionResult> Receive()
    {
        var json = await new StreamReader(Request.Body).ReadToEndAsync();
        try
        {
            var evt = EventUtility.ConstructEvent(json, Request.Headers["Stripe-Signature"], config["Stripe:WebhookSecret"]);
            logger.LogInformation("Stripe event {Type}", evt.Type);
            return Ok();
        }
        catch (StripeException)
        {
            return BadRequest(new { error = "invalid signature" });
        }
    }
}
