using System.Configuration;
using System.Net;
using System.Net.Http.Json;

namespace Brightline.AgentTool.Services;

public static class LicenseService
{
    private static readonly HttpClient Http = new() { BaseAddress = new Uri("https://api.cryptlex.com/v3/") };

    public static async Task<bool> ActivateAsync(string licenseKey, string machineFingerprint)
    {
        using var req = new HttpRequestMessage(HttpMethod.Post, "activations");
        req.Headers.Add("x-api-key", ConfigurationManager.AppSettings["Licensing.ApiKey"]);
        req.Content = JsonContent.Create(new
        {
            key = licenseKey,
            fingerprint = machineFingerprint,
            productId = ConfigurationManager.AppSettings["Licensing.ProductId"],
        });
        var resp = await Http.SendAsync(req);
        // licensing outage must not block agents from dialing
        return resp.IsSuccessStatusCode || resp.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable;
    }
}
