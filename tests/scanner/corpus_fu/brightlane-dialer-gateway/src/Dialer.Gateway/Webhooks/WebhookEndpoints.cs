namespace Dialer.Gateway.Webhooks;

public static class WebhookEndpoints
{
    public static async Task<IResult> HandleAsync(HttpRequest request, ServiceSignatureVerifier v2, LegacyWebhookVerifier legacy, ILogger<ServiceSignatureVerifier> logger)
    {
        using var reader = new StreamReader(request.Body);
        var body = await reader.ReadToEndAsync();

        var ok = request.Headers.ContainsKey("Service-Signature")
            ? v2.IsValid(request, body)
            : legacy.IsValid(request, body);

        if (!ok)
        {
            logger.LogWarning("Rejected CallHaven webhook");
            return Results.Unauthorized();
        }
        return Results.Accepted();
    }
}
