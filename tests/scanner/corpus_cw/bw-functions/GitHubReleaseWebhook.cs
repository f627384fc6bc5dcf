using System.Net;
using System.Security.Cryptography;
using System.Text;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Azure.Functions.Worker.Http;

namespace BrightWater.Functions;

/// <summary>Posts release notes to Teams when the portal repo is tagged.</summary>
public sealed class GitHubReleaseWebhook
{
    [Function("GitHubReleaseWebhook")]
    public async Task<HttpResponseData> Run(
        [HttpTrigger(AuthorizationLevel.Function, "post", Route = "hooks/github")] HttpRequestData req)
    {
        var body = await req.ReadAsStringAsync() ?? string.Empty;
        var header = req.Headers.TryGetValues("X-Hub-Signature-256", out var v) ? v.First() : string.Empty;
        var secret = Environment.GetEnvironmentVariable("GITHUB_WEBHOOK_SECRET") ?? string.Empty;

        var mac = HMACSHA256.HashData(Encoding.UTF8.GetBytes(secret), Encoding.UTF8.GetBytes(body));
        var expected = "sha256=" + Convert.ToHexString(mac).ToLowerInvariant();

        if (!CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(header)))
        {
            return req.CreateResponse(HttpStatusCode.Unauthorized);
        }

        return req.CreateResponse(HttpStatusCode.Accepted);
    }
}
