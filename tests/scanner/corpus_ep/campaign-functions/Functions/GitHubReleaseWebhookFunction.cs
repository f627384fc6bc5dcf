using System.Net;
using System.Security.Cryptography;
using System.Text;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Azure.Functions.Worker.Http;
using Microsoft.Extensions.Logging;

namespace CampaignFunctions.Functions;

// Posts release notes to the sales channel when campaign-functions ships.
public sealed class GitHubReleaseWebhookFunction(ILogger<GitHubReleaseWebhookFunction> log)
{
    [Function("GitHubRelease")]
    public async Task<HttpResponseData> Run(
        [HttpTrigger(AuthorizationLevel.Function, "post", Route = "hooks/github")] HttpRequestData req)
    {
        var body = await new StreamReader(req.Body).ReadToEndAsync();
        var header = req.Headers.TryGetValues("X-Hub-Signature-256", out var v) ? v.First() : "";
        var secret = Environment.GetEnvironmentVariable("GITHUB_WEBHOOK_SECRET") ?? "";

        var expected = "sha256=" + Convert.ToHexString(
            HMACSHA256.HashData(Encoding.UTF8.GetBytes(secret), Encoding.UTF8.GetBytes(body))).ToLowerInvariant();

        if (!CryptographicOperations.FixedTimeEquals(Encoding.UTF8.GetBytes(expected), Encoding.UTF8.GetBytes(header)))
        {
            log.LogWarning("GitHub signature mismatch");
            return req.CreateResponse(HttpStatusCode.Unauthorized);
        }

        return req.CreateResponse(HttpStatusCode.NoContent);
    }
}
