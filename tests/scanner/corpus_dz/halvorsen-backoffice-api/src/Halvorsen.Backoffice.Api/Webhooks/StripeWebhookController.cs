using Microsoft.AspNetCore.Mvc;
using Stripe;

namespace Halvorsen.Backoffice.Api.Webhooks;

[ApiController]
[Route("webhooks/stripe")]
public sealed class StripeWebhookController : ControllerBase
{
    private readonly IConfiguration _config;
    private readonly IInvoiceLedger _ledger;

    public StripeWebhookController(IConfiguration config, IInvoiceLedger ledger)
    {
        _config = config;
        _ledger = ledger;
    }

    [HttpPost]
    public async Task<IActionResult> Receive()
    {
        var json = await new StreamReader(HttpContext.Request.Body).ReadToEndAsync();
        var signature = Request.Headers["Stripe-Signature"];

        try
        {
            var stripeEvent = EventUtility.ConstructEvent(json, signature, _config["Stripe:WebhookSecret"]);
            if (stripeEvent.Type == Events.InvoicePaid && stripeEvent.Data.Object is Invoice invoice)
            {
                await _ledger.MarkPaidAsync(invoice.Id, invoice.AmountPaid);
            }
            return Ok();
        }
        catch (StripeException e)
        {
            return BadRequest(new { error = e.Message });
        }
    }
}
