using Stripe;

namespace Harborline.Admin.Services;

public sealed class BillingService
{
    private readonly ILogger<BillingService> _log;

    public BillingService(IConfiguration config, ILogger<BillingService> log)
    {
        StripeConfiguration.ApiKey = config["Stripe:SecretKey"];
        _log = log;
    }

    public async Task<IReadOnlyList<Invoice>> OpenInvoicesAsync(string customerId, CancellationToken ct = default)
    {
        try
        {
            var svc = new InvoiceService();
            var list = await svc.ListAsync(new InvoiceListOptions { Customer = customerId, Status = "open" }, cancellationToken: ct);
            return list.Data;
        }
        catch (StripeException ex) when (ex.HttpStatusCode == System.Net.HttpStatusCode.ServiceUnavailable)
        {
            _log.LogWarning("Stripe unavailable: {Message}", ex.StripeError?.Message);
            return Array.Empty<Invoice>();
        }
    }
}
