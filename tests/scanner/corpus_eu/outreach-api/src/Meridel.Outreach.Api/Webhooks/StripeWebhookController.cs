using Microsoft.AspNetCore.Mvc;
using Stripe;

namespace Meridel.Outreach.Api.Webhooks;

[ApiController]
[Route("webhooks/stripe")]
public sealed class StripeWebhookController : ControllerBase
{
    private readonly string _secret;

    public StripeWebhookController(IConfiguration config)
    {
        _secret = config["Stripe:WebhookSecret"] ?? string.Empty;
    }

    [HttpPost]
    public async Task<IActionResult> Receive()
    {
        var json = await new StreamReader(HttpContext.Request.Body).ReadToEndAsync();
        try
        {
            var evt = EventUtility.ConstructEvent(json, Request.Headers["Stripe-Signature"], _secret);
            return evt.Type switch
            {
                "invoice.payment_failed" => Accepted(),
                _ => Ok(),
            };
        }
        catch (StripeException e)
        {
            return BadRequest(new { error = e.Message });
        }
    }
}
