using System.Security.Cryptography;
using System.Text;

namespace Dialer.Gateway.Webhooks;

/// <summary>Deploy notifications from the GitHub org.</summary>
public static class GitHubWebhookEndpoint
{
    public static async Task<IResult> HandleAsync(HttpRequest request, IConfiguration config)
    {
        using var reader = new StreamReader(request.Body);
        var body = await reader.ReadToEndAsync();
        var signature = request.Headers["X-Hub-Signature-256"].ToString();

        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(config["GitHub:WebhookSecret"]!));
        var expected = "sha256=" + Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();

        return CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(signature))
            ? Results.Ok()
            : Results.Unauthorized();
    }
}
